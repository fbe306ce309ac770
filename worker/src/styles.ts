/**
 * The storefront's one stylesheet (served under its content hash by assets.ts): system fonts, no framework,
 * light and dark by `prefers-color-scheme`; a merchant's colours arrive as `--accent`/`--accent-ink` on <html>.
 * Every image box has its size before the image loads and the price block keeps its height (no layout shift).
 */
export const STYLES = `:root{--bg:#fff;--fg:#1b1f24;--muted:#59636e;--line:#d6dae0;--panel:#f5f6f8;--accent:#0b5cad;--accent-ink:#fff;--ok:#116329;--err:#b3261e;--radius:.5rem;color-scheme:light dark}
@media (prefers-color-scheme:dark){:root{--bg:#111418;--fg:#e8eaed;--muted:#a3abb5;--line:#343a42;--panel:#1b1f25;--accent:#6cb0ff;--accent-ink:#0b1020;--ok:#6fdc8c;--err:#ff8a80}}
*,*::before,*::after{box-sizing:border-box}
body{margin:0;font:16px/1.5 system-ui,-apple-system,"Segoe UI",Roboto,sans-serif;background:var(--bg);color:var(--fg)}
a{color:var(--accent)}a:hover{text-decoration-thickness:2px}
:focus-visible{outline:3px solid var(--accent);outline-offset:2px}
img{max-width:100%;height:auto}
h1{font-size:1.75rem;line-height:1.2;margin:.5rem 0 1rem}h2{font-size:1.25rem}
.skip{position:absolute;left:-999px}.skip:focus{left:1rem;top:1rem;background:var(--bg);padding:.5rem;z-index:9}
.wrap{max-width:76rem;margin:0 auto;padding:0 1rem}
.site-header{border-bottom:1px solid var(--line);background:var(--bg)}
.bar{display:flex;flex-wrap:wrap;align-items:center;gap:.75rem 1.5rem;padding-block:.75rem}
.logo{display:inline-flex;align-items:center;gap:.5rem;font-weight:700;font-size:1.125rem;color:var(--fg);text-decoration:none;min-width:0;overflow-wrap:anywhere}
.logo img{height:40px;width:auto;max-width:10rem;object-fit:contain}
.search{display:flex;flex:1 1 16rem;gap:.25rem;min-width:0;max-width:100%}.search input{flex:1;min-width:0}
.account-nav{display:flex;flex-wrap:wrap;gap:.25rem 1rem;align-items:center}
.cart-link{font-weight:600;position:relative;padding-right:2rem}
.cart-qty{position:absolute;right:0;top:50%;transform:translateY(-50%)}
.cart-count{display:inline-block;min-width:1.5rem;padding:0 .4rem;border-radius:999px;background:var(--accent);color:var(--accent-ink);font-size:.8rem;line-height:1.5rem;text-align:center}
.menu{border-top:1px solid var(--line);background:var(--panel)}
.menu ul{display:flex;flex-wrap:wrap;gap:.25rem 1.25rem;list-style:none;margin:0 auto;padding:.5rem 1rem}
.menu a{color:var(--fg);text-decoration:none;font-weight:500}.menu a:hover,.menu a[aria-current]{color:var(--accent);text-decoration:underline}
main{padding:1rem 0 3rem;min-height:60vh}
.site-footer{border-top:1px solid var(--line);color:var(--muted);padding:1.5rem 0;font-size:.875rem}
.crumbs ol{display:flex;flex-wrap:wrap;list-style:none;padding:0;margin:0 0 .5rem;font-size:.875rem;color:var(--muted)}
.crumbs li+li::before{content:"/";padding:0 .5rem}
.sr-only{position:absolute;width:1px;height:1px;overflow:hidden;clip:rect(0 0 0 0);white-space:nowrap}
button,.button{display:inline-block;font:inherit;font-weight:600;padding:.55rem 1.1rem;border-radius:var(--radius);border:1px solid var(--accent);background:var(--accent);color:var(--accent-ink);cursor:pointer;text-decoration:none;line-height:1.3}
button.secondary,.button.secondary{background:transparent;color:var(--accent)}
button.link{background:none;border:0;color:var(--accent);padding:0;text-decoration:underline;font-weight:400}
button[disabled]{opacity:.6;cursor:progress}
input,select,textarea{font:inherit;color:var(--fg);background:var(--bg);border:1px solid var(--muted);border-radius:var(--radius);padding:.45rem .6rem;max-width:100%}
input[type=number]{width:5.5rem}
input[aria-invalid=true],select[aria-invalid=true]{border-color:var(--err);border-width:2px}
label{font-weight:500}
.field{display:flex;flex-direction:column;gap:.2rem;margin:0 0 .8rem}
.field .hint{color:var(--muted);font-size:.875rem}
.qty-rule,.your-price{color:var(--muted);font-size:.875rem;margin:.2rem 0 0}
.error,.field-error{color:var(--err);font-size:.9rem;margin:.2rem 0 0}
.notice{background:var(--panel);border-left:4px solid var(--accent);padding:.75rem 1rem;border-radius:var(--radius)}
.notice.ok{border-color:var(--ok)}.notice.err{border-color:var(--err)}
[role=status]:empty,[role=alert]:empty{display:none}
fieldset{border:1px solid var(--line);border-radius:var(--radius);padding:.75rem 1rem;margin:0 0 1rem}
legend{font-weight:600;padding:0 .25rem}
.grid2{display:grid;gap:0 1rem;grid-template-columns:repeat(auto-fit,minmax(14rem,1fr))}
.listing{display:grid;gap:1rem 1.5rem;grid-template-columns:minmax(0,1fr)}
@media (min-width:52rem){.listing{grid-template-columns:14rem minmax(0,1fr)}}
.filters h2{font-size:1rem;margin:1rem 0 .25rem}.filters ul{list-style:none;padding:0;margin:0}.filters li{margin:.15rem 0}
.filters summary{cursor:pointer;font-weight:600;padding:.5rem .75rem;border:1px solid var(--line);border-radius:var(--radius);background:var(--panel)}
@media (min-width:52rem){.filters summary{display:none}.filters details::details-content{content-visibility:visible;block-size:auto}}
.toolbar{display:flex;flex-wrap:wrap;justify-content:space-between;align-items:center;gap:.5rem;margin-bottom:1rem;color:var(--muted)}
.toolbar form{display:flex;flex-wrap:wrap;gap:.5rem;align-items:center;min-width:0;max-width:100%}.toolbar select{min-width:0;max-width:100%}
.products{display:grid;grid-template-columns:repeat(auto-fill,minmax(11rem,1fr));gap:1.25rem;list-style:none;padding:0;margin:0}
@media (max-width:40rem){.products{grid-template-columns:repeat(2,minmax(0,1fr));gap:.75rem}.card{padding:.5rem}}
.card{display:flex;flex-direction:column;gap:.35rem;border:1px solid var(--line);border-radius:var(--radius);padding:.75rem;background:var(--bg);min-width:0;overflow-wrap:anywhere}
.card a.name{color:var(--fg);text-decoration:none;font-weight:600}.card a.name:hover{color:var(--accent)}
.thumb{display:block;aspect-ratio:1;background:var(--panel);border-radius:calc(var(--radius) - 2px);overflow:hidden}
.thumb img{width:100%;height:100%;object-fit:contain}
.price-box{min-height:1.6em;margin:0}
.price{font-weight:700;font-size:1.05rem}.price del{color:var(--muted);font-weight:400;margin-right:.35rem}
.price-hidden{color:var(--muted);font-size:.9rem;margin:0}
.card .cta{margin-top:auto;font-size:.9rem}
.tiles{display:grid;gap:1rem;grid-template-columns:repeat(auto-fill,minmax(12rem,1fr));list-style:none;padding:0}
.tiles a{display:block;padding:1.25rem;border:1px solid var(--line);border-radius:var(--radius);background:var(--panel);font-weight:600;text-decoration:none;color:var(--fg)}
.pager ul{display:flex;gap:.5rem;list-style:none;padding:0;flex-wrap:wrap}.pager a,.pager span{display:inline-block;min-width:2.2rem;text-align:center;padding:.3rem .5rem;border:1px solid var(--line);border-radius:var(--radius)}
.product{display:grid;gap:2rem;grid-template-columns:minmax(0,1fr)}
@media (min-width:52rem){.product{grid-template-columns:minmax(0,1fr) minmax(0,1fr)}}
.gallery .main{aspect-ratio:1;background:var(--panel);border-radius:var(--radius);overflow:hidden}
.gallery .main img{width:100%;height:100%;object-fit:contain}
.gallery ul{display:flex;gap:.5rem;list-style:none;padding:0;margin:.5rem 0 0}
.gallery li a{display:block;width:4rem;height:4rem;border:1px solid var(--line);border-radius:.25rem;overflow:hidden}
.gallery li img{width:100%;height:100%;object-fit:contain}
.buy .price{font-size:1.5rem}.stock{font-weight:600;margin:.25rem 0 1rem}.stock.in{color:var(--ok)}.stock.out{color:var(--err)}
.sku{color:var(--muted);font-size:.875rem;margin:0}
.options .field select,.options .field input:not([type=checkbox]):not([type=radio]){width:100%}
.choice{display:flex;gap:.5rem;align-items:baseline;margin:.25rem 0;font-weight:400}
.add-row{display:flex;gap:.75rem;align-items:end;flex-wrap:wrap;margin-top:1rem}
.options-preview{border:0;padding:0;margin:0 0 1rem}
.blocked{border-left:4px solid var(--err);background:var(--panel);padding:.75rem 1rem;border-radius:var(--radius)}
table{border-collapse:collapse;width:100%}th,td{text-align:left;padding:.6rem .5rem;border-bottom:1px solid var(--line);vertical-align:top}
th{font-size:.875rem;color:var(--muted);font-weight:600}td.num,th.num{text-align:right;white-space:nowrap}
.line-name{font-weight:600}.line-opts{color:var(--muted);font-size:.875rem;margin:0;padding:0;list-style:none}
.line-thumb{width:56px;height:56px;object-fit:contain;background:var(--panel);border-radius:.25rem}
.cart-layout,.checkout-layout{display:grid;gap:2rem;grid-template-columns:minmax(0,1fr)}
@media (max-width:30rem){.cart-layout .line-thumb{display:none}.cart-layout th,.cart-layout td{padding:.5rem .3rem}}
@media (min-width:56rem){.cart-layout,.checkout-layout{grid-template-columns:minmax(0,2fr) minmax(16rem,1fr)}}
.summary{background:var(--panel);border-radius:var(--radius);padding:1rem 1.25rem;align-self:start}
.summary dl{display:grid;grid-template-columns:1fr auto;gap:.35rem 1rem;margin:0 0 1rem}.summary dd{margin:0;text-align:right}
.summary .grand{font-weight:700;font-size:1.15rem;border-top:1px solid var(--line);padding-top:.5rem}
.methods label{display:flex;justify-content:space-between;gap:1rem;font-weight:400;padding:.4rem 0}
.address-card{display:block;border:1px solid var(--line);border-radius:var(--radius);padding:.6rem .8rem;margin:.4rem 0;font-weight:400}
.empty{text-align:center;padding:3rem 1rem;background:var(--panel);border-radius:var(--radius)}
.cms,.blog,.description{max-width:48rem}
.narrow{max-width:32rem}
.account-layout{display:grid;gap:1.5rem;grid-template-columns:minmax(0,1fr)}
@media (min-width:52rem){.account-layout{grid-template-columns:12rem minmax(0,1fr)}}
.account-sections ul{list-style:none;padding:0;margin:0;display:flex;flex-wrap:wrap;gap:.25rem 1rem}
@media (min-width:52rem){.account-sections ul{flex-direction:column}}
.account-sections a{display:block;padding:.35rem 0}.account-sections a[aria-current]{font-weight:700;color:var(--fg)}
.address-list{list-style:none;padding:0;display:grid;gap:.75rem;grid-template-columns:repeat(auto-fill,minmax(16rem,1fr))}
.address-card p{margin:.25rem 0}.actions{display:flex;gap:1rem;align-items:center}.actions form{display:inline}
.auth-layout,.landing{display:grid;gap:2rem;grid-template-columns:minmax(0,1fr)}
@media (min-width:52rem){.auth-layout{grid-template-columns:minmax(0,2fr) minmax(14rem,1fr)}.landing{grid-template-columns:minmax(0,3fr) minmax(18rem,2fr)}}
.landing .narrow{max-width:none}
.wish{margin-top:.5rem}
.custom-form{max-width:36rem;margin-top:1.5rem}
.hp{position:absolute;left:-10000px;width:1px;height:1px;overflow:hidden}
.swatches{border:0;padding:0;margin:0 0 .8rem}.swatches legend{font-weight:500;padding:0}
.swatch-list{display:flex;flex-wrap:wrap;gap:.4rem}
.swatch{position:relative;font-weight:400}
.swatch input{position:absolute;opacity:0;width:100%;height:100%;margin:0;cursor:pointer}
.swatch span{display:inline-flex;align-items:center;gap:.35rem;min-width:2.75rem;min-height:2.5rem;justify-content:center;padding:.3rem .7rem;border:1px solid var(--muted);border-radius:var(--radius)}
.swatch input:checked+span{border:2px solid var(--accent);font-weight:600}
.swatch input:focus-visible+span{outline:3px solid var(--accent);outline-offset:2px}
.swatch input:disabled+span{opacity:.45;text-decoration:line-through}
.company-sections ul{display:flex;flex-wrap:wrap;gap:.25rem 1.25rem;list-style:none;padding:0 0 .5rem;margin:0 0 1rem;border-bottom:1px solid var(--line)}
.company-sections a[aria-current]{font-weight:700;color:var(--fg)}
.facts{display:grid;grid-template-columns:minmax(8rem,max-content) minmax(0,1fr);gap:.35rem 1rem;overflow-wrap:anywhere}.facts dd{margin:0}
.permission-tree{list-style:none;padding:0;margin:0}.permission-tree .permission-tree{padding-left:.5rem}
.chip{display:inline-block;width:1rem;height:1rem;border-radius:50%;border:1px solid var(--line)}
.quick-order .qo-rows input{width:100%;min-width:6rem}.qo-status{font-size:.9rem;overflow-wrap:anywhere}.qo-status .hint{color:var(--muted)}
.qo-badge{white-space:nowrap}.qo-status[data-status=ok] .qo-badge{color:var(--ok)}.qo-status[data-status]:not([data-status=ok]) .qo-badge{color:var(--err)}
.quick-order textarea{width:100%;font:inherit}.qo-summary{font-weight:600;min-height:1.5em}
`;
