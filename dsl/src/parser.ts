/** The rules grammar (Chevrotain, embedded actions build the AST directly; error recovery on). */
import { EmbeddedActionsParser, type IToken, type TokenType, type IParserErrorMessageProvider } from "chevrotain";
import * as T from "./lexer.ts";
import type { Action, Expr, FieldRef, Literal, RuleNode, RulesFile, ScopeItem, Span, TreeOperator } from "./ast.ts";

/**
 * Passing the grammar's inline functions through a call keeps them anonymous: tsx (esbuild keepNames)
 * otherwise wraps every `ALT: () => ...` in a naming helper on each parse step, a third of parse time.
 */
const unnamed = <F>(f: F): F => f;

const DUMMY_SPAN: Span = { line: 1, column: 1, offset: 0, endOffset: 0 };

export function spanOf(first: IToken, last: IToken = first): Span {
  if (!first || Number.isNaN(first.startOffset)) return DUMMY_SPAN;
  return {
    line: first.startLine ?? 1,
    column: first.startColumn ?? 1,
    offset: first.startOffset,
    endOffset: (last && !Number.isNaN(last.endOffset ?? NaN) ? last.endOffset : first.endOffset) ?? first.startOffset,
  };
}

/** (after error recovery either side can be missing: the rule is then pruned or dropped, its actions must not throw) */
const join = (a: Span | undefined, b: Span | undefined): Span => (a && b ? { ...a, endOffset: Math.max(a.endOffset, b.endOffset) } : (a ?? b ?? DUMMY_SPAN));

export function unquote(raw: string): string {
  try {
    return JSON.parse(raw) as string;
  } catch {
    return raw.slice(1, -1);
  }
}

/** "expected a number or a quoted string, found ')'" */
const label = (t: TokenType) => (t.LABEL ?? t.name) as string;
const found = (t: IToken) => (t.tokenType === undefined || t.image === "" ? "the end of the file" : `'${t.image}'`);
export const messages: IParserErrorMessageProvider = {
  buildMismatchTokenMessage: ({ expected, actual }) =>
    expected.name === "EOF" ? `expected 'rule' to start a rule, found ${found(actual)}` : `expected ${label(expected)}, found ${found(actual)}`,
  buildNotAllInputParsedMessage: ({ firstRedundant }) => `unexpected ${found(firstRedundant)}: expected 'rule' to start a new rule`,
  buildNoViableAltMessage: ({ expectedPathsPerAlt, actual, ruleName }) => {
    const firsts = new Set<string>();
    for (const alt of expectedPathsPerAlt) for (const path of alt) if (path[0]) firsts.add(label(path[0]));
    const what = ruleName === "value" || ruleName === "literal" ? "a value" : ruleName === "field" ? "a field" : ruleName === "operator" ? "an operator" : "";
    const list = [...firsts];
    const exp = list.length <= 6 ? (list.length > 1 ? `${list.slice(0, -1).join(", ")} or ${list.at(-1)}` : list[0]) : what || list.slice(0, 6).join(", ");
    return `expected ${exp}, found ${found(actual[0]!)}`;
  },
  buildEarlyExitMessage: ({ actual, ruleName, expectedIterationPaths }) =>
    ruleName === "rule" || expectedIterationPaths.some((p) => p[0]?.name === "Kw_hide_price")
      ? `expected an action (hide_listing, hide_price, block_purchase or redirect "page"), found ${found(actual[0]!)}`
      : `expected ${expectedIterationPaths
          .map((p) => (p[0] ? label(p[0]) : ""))
          .filter(Boolean)
          .join(", ")}, found ${found(actual[0]!)}`,
};

export class RulesParser extends EmbeddedActionsParser {
  /**
   * what of the rule being parsed was read whole, kept aside for error recovery: a syntax error re-syncs at
   * an enclosing rule and drops the partial results below it, these survive (parse.ts checks them)
   */
  partial: { rule: RuleNode | null; comparisons: Expr[] } = { rule: null, comparisons: [] };

  /** a subclass that adds rules (approval-parser.ts) passes its vocabulary and messages and analyses itself */
  constructor(tokens: TokenType[] = T.allTokens, options: { messages?: IParserErrorMessageProvider; analyse?: boolean } = {}) {
    super(tokens, { recoveryEnabled: true, maxLookahead: 3, errorMessageProvider: options.messages ?? messages });
    if (options.analyse !== false) this.performSelfAnalysis();
  }

  file = this.RULE("file", (): RulesFile => {
    const rules: RuleNode[] = [];
    this.MANY(() => {
      const r = this.SUBRULE(this.rule);
      this.ACTION(() => r && rules.push(r));
    });
    return { rules };
  });

  rule = this.RULE("rule", (): RuleNode => {
    const start = this.CONSUME(T.Rule);
    const nameTok = this.CONSUME(T.StringLiteral);
    const r: RuleNode = this.ACTION(() => ({
      name: unquote(nameTok.image),
      priority: 0,
      groups: [],
      stores: [],
      countries: [],
      when: null,
      actions: [],
      enforce: "both" as const,
      message: null,
      span: spanOf(start),
      nameSpan: spanOf(nameTok),
    }));
    this.ACTION(() => (this.partial.rule = r));
    this.OPTION(() => {
      this.CONSUME(T.Priority);
      const p = this.CONSUME(T.NumberLiteral);
      this.ACTION(() => (r.priority = Number(p.image)));
    });
    this.OPTION2(() => {
      this.CONSUME(T.For);
      this.AT_LEAST_ONE(() => {
        this.OR([
          {
            ALT: unnamed(() => {
              this.CONSUME(T.Groups);
              const l = this.SUBRULE(this.scopeList);
              this.ACTION(() => r.groups.push(...l));
            }),
          },
          {
            ALT: unnamed(() => {
              this.CONSUME(T.Stores);
              const l = this.SUBRULE2(this.scopeList);
              this.ACTION(() => r.stores.push(...l));
            }),
          },
          {
            ALT: unnamed(() => {
              this.CONSUME(T.Countries);
              const l = this.SUBRULE3(this.scopeList);
              this.ACTION(() => r.countries.push(...l));
            }),
          },
        ]);
      });
    });
    this.OPTION3(() => {
      this.CONSUME(T.When);
      const e = this.SUBRULE(this.expression);
      this.ACTION(() => (r.when = e));
    });
    const thenTok = this.CONSUME(T.Then);
    this.AT_LEAST_ONE_SEP({
      SEP: T.Comma,
      DEF: unnamed(() => {
        const a = this.SUBRULE(this.action);
        this.ACTION(() => a && r.actions.push(a));
      }),
    });
    let last: IToken = thenTok;
    this.OPTION4(() => {
      this.CONSUME(T.Enforce);
      const e = this.OR2([
        { ALT: unnamed(() => this.CONSUME(T.Visibility)) },
        { ALT: unnamed(() => this.CONSUME(T.Checkout)) },
        { ALT: unnamed(() => this.CONSUME(T.Both)) },
      ]);
      this.ACTION(() => {
        r.enforce = e.image as RuleNode["enforce"];
        last = e;
      });
    });
    this.OPTION5(() => {
      this.CONSUME(T.Message);
      const m = this.CONSUME2(T.StringLiteral);
      this.ACTION(() => {
        r.message = unquote(m.image);
        last = m;
      });
    });
    this.ACTION(() => (r.span = spanOf(start, last)));
    return r;
  });

  scopeList = this.RULE("scopeList", (): ScopeItem[] => {
    const items: ScopeItem[] = [];
    this.CONSUME(T.LBracket);
    this.MANY_SEP({
      SEP: T.Comma,
      DEF: unnamed(() => {
        const t = this.OR([{ ALT: () => this.CONSUME(T.Name) }, { ALT: () => this.CONSUME(T.StringLiteral) }, { ALT: () => this.CONSUME(T.NumberLiteral) }]);
        this.ACTION(() => {
          const value = t.tokenType === T.StringLiteral ? unquote(t.image) : t.tokenType === T.NumberLiteral ? Number(t.image) : t.image;
          items.push({ value, span: spanOf(t) });
        });
      }),
    });
    this.CONSUME(T.RBracket);
    return items;
  });

  action = this.RULE("action", (): Action => {
    return this.OR([
      {
        ALT: unnamed(() => {
          const t = this.CONSUME(T.HideListing);
          return { kind: "hide_listing" as const, span: spanOf(t) };
        }),
      },
      {
        ALT: unnamed(() => {
          const t = this.CONSUME(T.HidePrice);
          return { kind: "hide_price" as const, span: spanOf(t) };
        }),
      },
      {
        ALT: unnamed(() => {
          const t = this.CONSUME(T.BlockPurchase);
          return { kind: "block_purchase" as const, span: spanOf(t) };
        }),
      },
      {
        ALT: unnamed(() => {
          const t = this.CONSUME(T.Redirect);
          const p = this.CONSUME(T.StringLiteral);
          return this.ACTION(() => ({ kind: "redirect" as const, page: unquote(p.image), span: spanOf(t, p) }));
        }),
      },
    ]);
  });

  expression = this.RULE("expression", (): Expr => {
    const first = this.SUBRULE(this.andExpr);
    const rest: Expr[] = [];
    this.MANY(() => {
      this.CONSUME(T.Or);
      rest.push(this.SUBRULE2(this.andExpr));
    });
    return this.ACTION(() =>
      rest.length
        ? { kind: "combine", aggregator: "any", expect: true, children: [first, ...rest], form: "infix", span: join(first?.span, rest.at(-1)?.span) }
        : first,
    );
  });

  andExpr = this.RULE("andExpr", (): Expr => {
    const first = this.SUBRULE(this.unary);
    const rest: Expr[] = [];
    this.MANY(() => {
      this.CONSUME(T.And);
      rest.push(this.SUBRULE2(this.unary));
    });
    return this.ACTION(() =>
      rest.length
        ? { kind: "combine", aggregator: "all", expect: true, children: [first, ...rest], form: "infix", span: join(first?.span, rest.at(-1)?.span) }
        : first,
    );
  });

  unary = this.RULE("unary", (): Expr => {
    // a run of `not`s is read in a loop, not by recursion, so that no length of `not not ... x` can
    // exhaust the stack (the depth check after parsing refuses more than MAX_DEPTH levels)
    const nots: IToken[] = [];
    this.MANY({
      // ... up to a `not all(` / `not any(`, which is a form of its own (below)
      GATE: unnamed(() => !((this.LA(2).tokenType === T.All || this.LA(2).tokenType === T.AnyKw) && this.LA(3).tokenType === T.LParen)),
      DEF: unnamed(() => {
        nots.push(this.CONSUME(T.Not));
      }),
    });
    const inner = this.OR([
      {
        // not all(...) / not any(...): the aggregator with value "0"
        GATE: unnamed(
          () => this.LA(1).tokenType === T.Not && (this.LA(2).tokenType === T.All || this.LA(2).tokenType === T.AnyKw) && this.LA(3).tokenType === T.LParen,
        ),
        ALT: unnamed(() => {
          const n = this.CONSUME2(T.Not);
          const f = this.SUBRULE(this.functionForm);
          // not any(...) = every child false (all/0); not all(...) = some child false (any/0)
          return this.ACTION(() => ({
            ...f,
            aggregator: f.aggregator === "all" ? ("any" as const) : ("all" as const),
            expect: false,
            form: "function" as const,
            span: join(spanOf(n), f?.span),
          }));
        }),
      },
      { ALT: unnamed(() => this.SUBRULE2(this.functionForm)) },
      { ALT: unnamed(() => this.SUBRULE(this.primary)) },
    ]);
    return this.ACTION(() => {
      // not X: "every child false" with X the only child
      // (after error recovery `inner` can be missing: the rule is dropped later, it must not throw here)
      let e: Expr = inner;
      for (let i = nots.length - 1; i >= 0; i--)
        e = {
          kind: "combine",
          aggregator: "all",
          expect: false,
          children: [e],
          form: "not",
          span: e?.span ? join(spanOf(nots[i]!), e.span) : spanOf(nots[i]!),
        };
      return e;
    });
  });

  functionForm = this.RULE("functionForm", (): Expr & { kind: "combine" } => {
    const agg = this.OR([{ ALT: unnamed(() => this.CONSUME(T.All)) }, { ALT: unnamed(() => this.CONSUME(T.AnyKw)) }]);
    this.CONSUME(T.LParen);
    const children: Expr[] = [];
    this.MANY_SEP({ SEP: T.Comma, DEF: unnamed(() => children.push(this.SUBRULE(this.expression))) });
    const close = this.CONSUME(T.RParen);
    return this.ACTION(() => ({
      kind: "combine" as const,
      aggregator: agg.image === "all" ? ("all" as const) : ("any" as const),
      expect: true,
      children,
      form: "function" as const,
      span: spanOf(agg, close),
    }));
  });

  primary = this.RULE("primary", (): Expr => {
    return this.OR([
      {
        ALT: unnamed(() => {
          const open = this.CONSUME(T.LParen);
          const e = this.SUBRULE(this.expression);
          const close = this.CONSUME(T.RParen);
          // a parenthesised chain stays its own node; a parenthesised comparison is just the comparison
          return this.ACTION(() => (e?.kind === "combine" && e.form === "infix" ? { ...e, span: spanOf(open, close) } : e));
        }),
      },
      { ALT: unnamed(() => this.SUBRULE(this.comparison)) },
    ]);
  });

  comparison = this.RULE("comparison", (): Expr => {
    const field = this.SUBRULE(this.field);
    const op = this.SUBRULE(this.operator);
    const value = this.SUBRULE(this.value);
    return this.ACTION(() => {
      const e = { kind: "compare" as const, field, op, value, span: join(field?.span, value?.span) };
      if (field && op && value) this.partial.comparisons.push(e);
      return e;
    });
  });

  field = this.RULE("field", (): FieldRef => {
    return this.OR([
      { ALT: unnamed(() => ({ kind: "sku" as const, span: spanOf(this.CONSUME(T.Sku)) })) },
      { ALT: unnamed(() => ({ kind: "category" as const, span: spanOf(this.CONSUME(T.Category)) })) },
      { ALT: unnamed(() => ({ kind: "price" as const, span: spanOf(this.CONSUME(T.Price)) })) },
      { ALT: unnamed(() => ({ kind: "type" as const, span: spanOf(this.CONSUME(T.Type)) })) },
      { ALT: unnamed(() => ({ kind: "attribute_set" as const, span: spanOf(this.CONSUME(T.AttributeSet)) })) },
      {
        ALT: unnamed(() => {
          const a = this.CONSUME(T.Attr);
          this.CONSUME(T.Dot);
          const code = this.CONSUME(T.Name);
          return this.ACTION(() => ({ kind: "attr" as const, code: code.image, span: spanOf(a, code) }));
        }),
      },
    ]);
  });

  operator = this.RULE("operator", (): TreeOperator => {
    return this.OR([
      {
        ALT: unnamed(() => {
          this.CONSUME(T.Eq);
          return "==" as const;
        }),
      },
      {
        ALT: unnamed(() => {
          this.CONSUME(T.Neq);
          return "!=" as const;
        }),
      },
      {
        ALT: unnamed(() => {
          this.CONSUME(T.Gte);
          return ">=" as const;
        }),
      },
      {
        ALT: unnamed(() => {
          this.CONSUME(T.Lte);
          return "<=" as const;
        }),
      },
      {
        ALT: unnamed(() => {
          this.CONSUME(T.Gt);
          return ">" as const;
        }),
      },
      {
        ALT: unnamed(() => {
          this.CONSUME(T.Lt);
          return "<" as const;
        }),
      },
      {
        ALT: unnamed(() => {
          this.CONSUME(T.In);
          return "()" as const;
        }),
      },
      {
        ALT: unnamed(() => {
          this.CONSUME(T.Contains);
          let all = false;
          this.OPTION(() => {
            this.CONSUME(T.All);
            all = true;
          });
          return all ? ("[]" as const) : ("{}" as const);
        }),
      },
      {
        ALT: unnamed(() => {
          this.CONSUME(T.Not);
          return this.OR2([
            {
              ALT: () => {
                this.CONSUME2(T.In);
                return "!()" as const;
              },
            },
            {
              ALT: () => {
                this.CONSUME2(T.Contains);
                let all = false;
                this.OPTION2(() => {
                  this.CONSUME2(T.All);
                  all = true;
                });
                return all ? ("![]" as const) : ("!{}" as const);
              },
            },
          ]);
        }),
      },
    ]);
  });

  value = this.RULE("value", (): Literal => {
    return this.OR([
      {
        ALT: unnamed(() => {
          const open = this.CONSUME(T.LBracket);
          const items: Literal[] = [];
          this.MANY_SEP({ SEP: T.Comma, DEF: () => items.push(this.SUBRULE(this.literal)) });
          const close = this.CONSUME(T.RBracket);
          return this.ACTION(() => ({ kind: "list" as const, items, span: spanOf(open, close) }));
        }),
      },
      { ALT: unnamed(() => this.SUBRULE2(this.literal)) },
    ]);
  });

  literal = this.RULE("literal", (): Literal => {
    return this.OR([
      {
        ALT: unnamed(() => {
          const t = this.CONSUME(T.StringLiteral);
          return this.ACTION(() => ({ kind: "string" as const, value: unquote(t.image), span: spanOf(t) }));
        }),
      },
      {
        ALT: unnamed(() => {
          const t = this.CONSUME(T.NumberLiteral);
          return this.ACTION(() => ({ kind: "number" as const, value: Number(t.image), raw: t.image, span: spanOf(t) }));
        }),
      },
      {
        ALT: unnamed(() => {
          const t = this.CONSUME(T.DateLiteral);
          return this.ACTION(() => ({ kind: "date" as const, value: t.image, span: spanOf(t) }));
        }),
      },
      {
        ALT: unnamed(() => {
          const t = this.CONSUME(T.True);
          return { kind: "boolean" as const, value: true, span: spanOf(t) };
        }),
      },
      {
        ALT: unnamed(() => {
          const t = this.CONSUME(T.False);
          return { kind: "boolean" as const, value: false, span: spanOf(t) };
        }),
      },
    ]);
  });
}

let shared: RulesParser | undefined;
/** one parser instance (self-analysis is the expensive part); reset per input */
export function parserInstance(): RulesParser {
  shared ??= new RulesParser();
  return shared;
}
