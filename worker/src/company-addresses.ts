/**
 * The company's address book in the member's account: the list (company.addresses.use or .manage) and, for
 * company.addresses.manage, add, edit (the customer's address form's fields, with a label), delete after a
 * confirmation page, and the default billing/shipping flags. Plain forms that work without JavaScript; the backend
 * checks every permission and its refusals are shown with their status.
 */
import { html } from "hono/html";
import { loginFirst } from "./account-pages.ts";
import { call, oneLine } from "./cart-pages.ts";
import { COMPANY_API, COMPANY_PATH, type CompanyAddress, holds, listOf, type MyCompany } from "./company-api.ts";
import { companyFrame, companyOr, confirmPage, isPage, refused, refusedWith } from "./company-pages.ts";
import { countrySelect, field, type FieldErrors, type Notes, regionSelect, storeCountries } from "./forms.ts";
import type { PageInput, PageResult } from "./pages.ts";

export const ADDRESSES_PATH = `${COMPANY_PATH}/addresses`;

const MANAGE = "company.addresses.manage";

async function addressesOf(i: PageInput, c: MyCompany): Promise<CompanyAddress[]> {
  const r = await call(i, "GET", `${COMPANY_API}/addresses`);
  return r.status === 200 ? listOf<CompanyAddress>(r.data) : (c.addresses ?? []);
}

/** the forms are for company.addresses.manage only (the backend refuses anyone else's post with 403 anyway) */
const notYours = (i: PageInput, c: MyCompany) =>
  companyFrame(
    i,
    c,
    ADDRESSES_PATH,
    "Company addresses",
    html`<p class="notice err" role="alert">Your role does not let you change the company's addresses.</p><p><a href="${ADDRESSES_PATH}">Back to the addresses</a></p>`,
    403,
  );

const notFound = (i: PageInput, c: MyCompany) =>
  companyFrame(
    i,
    c,
    ADDRESSES_PATH,
    "Address not found",
    html`<p>There is no such address.</p><p><a href="${ADDRESSES_PATH}">Back to the addresses</a></p>`,
    404,
  );

export async function companyAddressesPage(i: PageInput, n: Notes = {}, status = 200): Promise<PageResult> {
  const c = await companyOr(i, ADDRESSES_PATH);
  if (isPage(c)) return c;
  const manage = holds(c, MANAGE);
  const list = await addressesOf(i, c);
  return companyFrame(
    i,
    c,
    ADDRESSES_PATH,
    "Company addresses",
    html`${
      list.length
        ? html`<ul class="address-list" data-company-addresses>${list.map(
            (a) =>
              html`<li class="address-card"><p><strong>${a.label}</strong></p><p>${oneLine(a)}</p>${a.telephone ? html`<p>${a.telephone}</p>` : ""}${
                a.isDefaultShipping ? html`<p class="hint">Default shipping address</p>` : ""
              }${a.isDefaultBilling ? html`<p class="hint">Default billing address</p>` : ""}${
                manage
                  ? html`<p class="actions"><a href="${ADDRESSES_PATH}/${a.id}">Edit<span class="sr-only"> ${a.label}</span></a><a href="${ADDRESSES_PATH}/${a.id}/delete">Delete<span class="sr-only"> ${a.label}</span></a></p>`
                  : ""
              }</li>`,
          )}</ul>`
        : html`<div class="empty"><p>The company has no saved addresses yet.</p></div>`
    }${manage ? html`<p><a class="button" href="${ADDRESSES_PATH}/new">Add an address</a></p>` : ""}`,
    status,
    n,
  );
}

type Key = "label" | "firstName" | "lastName" | "company" | "street" | "city" | "postcode" | "countryId" | "regionId" | "telephone";

export async function companyAddressForm(i: PageInput, id: string, form: URLSearchParams | null = null, n: Notes = {}, status = 200): Promise<PageResult> {
  const c = await companyOr(i, `${ADDRESSES_PATH}/${id}`);
  if (isPage(c)) return c;
  if (!holds(c, MANAGE)) return notYours(i, c);
  let current: CompanyAddress | null = null;
  if (id !== "new") {
    current = (await addressesOf(i, c)).find((a) => String(a.id) === id) ?? null;
    if (!current) return notFound(i, c);
  }
  const list = await storeCountries(i);
  const v = (k: Key, d = "") => {
    const got = form?.get(k);
    if (got != null) return got;
    const x = current?.[k];
    return x != null ? (Array.isArray(x) ? x.join(", ") : String(x)) : d;
  };
  const country = v("countryId", i.config.defaultCountry || list[0]?.id || "US");
  const errors = n.errors ?? {};
  const checked = (k: "isDefaultShipping" | "isDefaultBilling") => (form ? form.get(k) === "1" : !!current?.[k]);
  return companyFrame(
    i,
    c,
    ADDRESSES_PATH,
    id === "new" ? "New company address" : `Edit the address ${current?.label ?? ""}`,
    html`<form action="${ADDRESSES_PATH}/${id}" method="post" class="narrow" novalidate>
${field({ name: "label", label: "Label", autocomplete: "off", required: true, value: v("label"), prefix: "ca", hint: "How buyers find it at checkout, e.g. Warehouse." }, errors)}
<div class="grid2">
${field({ name: "firstName", label: "First name", autocomplete: "given-name", required: true, value: v("firstName"), prefix: "ca" }, errors)}
${field({ name: "lastName", label: "Last name", autocomplete: "family-name", required: true, value: v("lastName"), prefix: "ca" }, errors)}
</div>
${field({ name: "company", label: "Company", autocomplete: "organization", value: v("company"), prefix: "ca" }, errors)}
${field({ name: "street", label: "Street address", autocomplete: "street-address", required: true, value: v("street"), prefix: "ca" }, errors)}
<div class="grid2">
${field({ name: "city", label: "City", autocomplete: "address-level2", required: true, value: v("city"), prefix: "ca" }, errors)}
${field({ name: "postcode", label: "Postcode", autocomplete: "postal-code", required: true, value: v("postcode"), prefix: "ca" }, errors)}
${countrySelect("countryId", list, country, errors, "ca")}
${regionSelect("regionId", list, country, v("regionId"), errors, "ca")}
</div>
${field({ name: "telephone", label: "Phone", type: "tel", autocomplete: "tel", required: true, value: v("telephone"), prefix: "ca" }, errors)}
<label class="choice"><input type="checkbox" name="isDefaultShipping" value="1"${checked("isDefaultShipping") ? " checked" : ""}> The company's default shipping address</label>
<label class="choice"><input type="checkbox" name="isDefaultBilling" value="1"${checked("isDefaultBilling") ? " checked" : ""}> The company's default billing address</label>
<p><button>Save the address</button> <a href="${ADDRESSES_PATH}">Cancel</a></p>
</form>`,
    status,
    n,
  );
}

export async function saveCompanyAddress(i: PageInput, id: string, form: URLSearchParams): Promise<PageResult> {
  if (!i.token) return loginFirst(ADDRESSES_PATH);
  const f = (k: string) => (form.get(k) ?? "").trim();
  const errors: FieldErrors = {};
  for (const k of ["label", "firstName", "lastName", "street", "city", "postcode", "telephone", "countryId"]) if (!f(k)) errors[k] = "This field is required.";
  if (Object.keys(errors).length) return companyAddressForm(i, id, form, { errors, alert: "Please correct the marked fields." }, 422);
  const body = {
    label: f("label"),
    firstName: f("firstName"),
    lastName: f("lastName"),
    company: f("company"),
    street: [f("street")],
    city: f("city"),
    postcode: f("postcode"),
    countryId: f("countryId"),
    regionId: Number(f("regionId")) || null,
    telephone: f("telephone"),
    isDefaultShipping: form.get("isDefaultShipping") === "1",
    isDefaultBilling: form.get("isDefaultBilling") === "1",
  };
  const r = id === "new" ? await call(i, "POST", `${COMPANY_API}/addresses`, body) : await call(i, "PATCH", `${COMPANY_API}/addresses/${id}`, body);
  if (r.status >= 400) return companyAddressForm(i, id, form, refused(r, "The address could not be saved."), refusedWith(r.status));
  return companyAddressesPage(i, { message: `The address ${body.label} is saved.` });
}

export async function deleteCompanyAddressConfirm(i: PageInput, id: string): Promise<PageResult> {
  const c = await companyOr(i, ADDRESSES_PATH);
  if (isPage(c)) return c;
  if (!holds(c, MANAGE)) return notYours(i, c);
  const a = (await addressesOf(i, c)).find((x) => String(x.id) === id);
  if (!a) return notFound(i, c);
  return confirmPage(
    i,
    c,
    ADDRESSES_PATH,
    `Delete the address ${a.label}?`,
    html`${a.label}: ${oneLine(a)} will be removed from the company's address book; buyers can no longer choose it at checkout.`,
    `${ADDRESSES_PATH}/${a.id}/delete`,
    "Delete",
    ADDRESSES_PATH,
  );
}

export async function deleteCompanyAddress(i: PageInput, id: string): Promise<PageResult> {
  if (!i.token) return loginFirst(ADDRESSES_PATH);
  const r = await call(i, "DELETE", `${COMPANY_API}/addresses/${id}`);
  if (r.status >= 400) return companyAddressesPage(i, refused(r, "The address could not be deleted."), refusedWith(r.status));
  return companyAddressesPage(i, { message: "The address is deleted." });
}
