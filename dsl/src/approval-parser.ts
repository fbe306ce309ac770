/**
 * The grammar of approval rules: the rules grammar (RulesParser: its fields, operators and literals) with an
 * approval rule at the top, order/buyer paths, arithmetic and `order.lines.any(...)`. Conditions are one
 * grammar for both contexts: a product field outside `order.lines.any(...)` or an order field inside it parses,
 * and the checker says what is wrong with it (a diagnostic with a hint, not a syntax error).
 */
import { type IParserErrorMessageProvider, type IToken, type TokenType, tokenMatcher } from "chevrotain";
import * as T from "./lexer.ts";
import * as A from "./approval-lexer.ts";
import type { Literal, Span } from "./ast.ts";
import type { ApprovalExpr, ApprovalRuleNode, CallArgument, NamePart, Operand, StepNode } from "./approval-ast.ts";
import { messages, RulesParser, spanOf, unquote } from "./parser.ts";

const unnamed = <F>(f: F): F => f;
const DUMMY_SPAN: Span = { line: 1, column: 1, offset: 0, endOffset: 0 };
const join = (a: Span | undefined, b: Span | undefined): Span => (a && b ? { ...a, endOffset: Math.max(a.endOffset, b.endOffset) } : (a ?? b ?? DUMMY_SPAN));

const found = (t: IToken) => (t.tokenType === undefined || t.image === "" ? "the end of the file" : `'${t.image}'`);
const STEPS = `an approval step (approve by role "name" [count N], approve by manager or approve by admin)`;
export const approvalMessages: IParserErrorMessageProvider = {
  ...messages,
  buildMismatchTokenMessage: (o) =>
    o.expected.name === "EOF"
      ? `expected 'approval' to start a rule, found ${found(o.actual)}`
      : o.expected === A.Approve
        ? `expected ${STEPS}, found ${found(o.actual)}`
        : messages.buildMismatchTokenMessage(o),
  buildNotAllInputParsedMessage: ({ firstRedundant }) => `unexpected ${found(firstRedundant)}: expected 'approval' to start a new rule`,
  buildEarlyExitMessage: (o) => (o.ruleName === "approvalRule" ? `expected ${STEPS}, found ${found(o.actual[0]!)}` : messages.buildEarlyExitMessage(o)),
};

/** tokens after which a bracket is arithmetic, not a bracketed condition: `(a + b) > 5` */
const ARITHMETIC_NEXT = [A.Plus, A.Minus, A.Star, T.Eq, T.Neq, T.Gte, T.Lte, T.Gt, T.Lt, T.In, T.Contains];

export class ApprovalParser extends RulesParser {
  /** per `(` (by offset): whether its bracket continues as arithmetic or a comparison; set with the input */
  arithmeticBrackets = new Set<number>();
  approvalPartial: { rule: ApprovalRuleNode | null; tests: ApprovalExpr[]; steps: StepNode[] } = { rule: null, tests: [], steps: [] };

  constructor() {
    super(A.approvalTokens, { messages: approvalMessages, analyse: false });
    this.performSelfAnalysis();
  }

  /** sets the input and finds, in one pass, the brackets followed by arithmetic or an operator */
  setApprovalInput(tokens: IToken[]) {
    this.input = tokens;
    this.approvalPartial = { rule: null, tests: [], steps: [] };
    this.arithmeticBrackets = new Set();
    const open: IToken[] = [];
    for (let i = 0; i < tokens.length; i++) {
      const t = tokens[i]!;
      if (t.tokenType === T.LParen) open.push(t);
      else if (t.tokenType === T.RParen) {
        const o = open.pop();
        const next = tokens[i + 1];
        if (!o || !next) continue;
        const nt = next.tokenType;
        const negative = nt === T.NumberLiteral && next.image.startsWith("-");
        const notOp = nt === T.Not && (tokens[i + 2]?.tokenType === T.In || tokens[i + 2]?.tokenType === T.Contains);
        if (negative || notOp || ARITHMETIC_NEXT.includes(nt)) this.arithmeticBrackets.add(o.startOffset);
      }
    }
  }

  approvalRule = this.RULE("approvalRule", (): ApprovalRuleNode => {
    const start = this.CONSUME(A.Approval);
    const nameTok = this.CONSUME(T.StringLiteral);
    const r: ApprovalRuleNode = this.ACTION(() => ({
      name: unquote(nameTok.image),
      priority: null,
      when: null,
      steps: [],
      span: spanOf(start),
      nameSpan: spanOf(nameTok),
    }));
    this.ACTION(() => (this.approvalPartial.rule = r));
    this.OPTION(() => {
      this.CONSUME(T.Priority);
      const p = this.CONSUME(T.NumberLiteral);
      this.ACTION(() => (r.priority = { raw: p.image, span: spanOf(p) }));
    });
    this.OPTION2(() => {
      this.CONSUME(T.When);
      const e = this.SUBRULE(this.approvalExpression);
      this.ACTION(() => (r.when = e));
    });
    this.CONSUME(T.Then);
    this.AT_LEAST_ONE_SEP({
      SEP: T.Comma,
      DEF: unnamed(() => {
        const s = this.SUBRULE(this.approvalStep);
        this.ACTION(() => {
          if (!s) return;
          r.steps.push(s);
          this.approvalPartial.steps.push(s);
          r.span = join(r.span, s.span);
        });
      }),
    });
    return r;
  });

  approvalStep = this.RULE("approvalStep", (): StepNode => {
    const first = this.CONSUME(A.Approve);
    this.CONSUME(A.By);
    return this.OR([
      {
        ALT: unnamed(() => {
          this.CONSUME(A.RoleKw);
          const name = this.CONSUME(T.StringLiteral);
          let count: StepNode["count"] = null;
          let last = name;
          this.OPTION(() => {
            this.CONSUME(A.CountKw);
            const n = this.CONSUME(T.NumberLiteral);
            this.ACTION(() => {
              count = { raw: n.image, span: spanOf(n) };
              last = n;
            });
          });
          return this.ACTION(() => ({ kind: "role" as const, role: unquote(name.image), roleSpan: spanOf(name), count, span: spanOf(first, last) }));
        }),
      },
      {
        ALT: unnamed(() => {
          const t = this.CONSUME(A.Manager);
          return { kind: "manager" as const, role: null, roleSpan: null, count: null, span: spanOf(first, t) };
        }),
      },
      {
        ALT: unnamed(() => {
          const t = this.CONSUME(A.Admin);
          return { kind: "admin" as const, role: null, roleSpan: null, count: null, span: spanOf(first, t) };
        }),
      },
    ]);
  });

  approvalExpression = this.RULE("approvalExpression", (): ApprovalExpr => {
    const first = this.SUBRULE(this.approvalAnd);
    const rest: ApprovalExpr[] = [];
    this.MANY(() => {
      this.CONSUME(T.Or);
      rest.push(this.SUBRULE2(this.approvalAnd));
    });
    return this.ACTION(() =>
      rest.length
        ? { kind: "combine", aggregator: "any", expect: true, children: [first, ...rest], form: "infix", span: join(first?.span, rest.at(-1)?.span) }
        : first,
    );
  });

  approvalAnd = this.RULE("approvalAnd", (): ApprovalExpr => {
    const first = this.SUBRULE(this.approvalUnary);
    const rest: ApprovalExpr[] = [];
    this.MANY(() => {
      this.CONSUME(T.And);
      rest.push(this.SUBRULE2(this.approvalUnary));
    });
    return this.ACTION(() =>
      rest.length
        ? { kind: "combine", aggregator: "all", expect: true, children: [first, ...rest], form: "infix", span: join(first?.span, rest.at(-1)?.span) }
        : first,
    );
  });

  approvalUnary = this.RULE("approvalUnary", (): ApprovalExpr => {
    // as the product grammar's unary: a run of `not`s read in a loop, `not all(`/`not any(` a form of its own
    const nots: IToken[] = [];
    this.MANY({
      GATE: unnamed(() => !((this.LA(2).tokenType === T.All || this.LA(2).tokenType === T.AnyKw) && this.LA(3).tokenType === T.LParen)),
      DEF: unnamed(() => {
        nots.push(this.CONSUME(T.Not));
      }),
    });
    const inner = this.OR([
      {
        GATE: unnamed(
          () => this.LA(1).tokenType === T.Not && (this.LA(2).tokenType === T.All || this.LA(2).tokenType === T.AnyKw) && this.LA(3).tokenType === T.LParen,
        ),
        ALT: unnamed(() => {
          const n = this.CONSUME2(T.Not);
          const f = this.SUBRULE(this.approvalFunction);
          return this.ACTION(() => ({
            ...f,
            aggregator: f.aggregator === "all" ? ("any" as const) : ("all" as const),
            expect: false,
            form: "function" as const,
            span: join(spanOf(n), f?.span),
          }));
        }),
      },
      { ALT: unnamed(() => this.SUBRULE2(this.approvalFunction)) },
      { ALT: unnamed(() => this.SUBRULE(this.approvalPrimary)) },
    ]);
    return this.ACTION(() => {
      let e: ApprovalExpr = inner;
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

  approvalFunction = this.RULE("approvalFunction", (): ApprovalExpr & { kind: "combine" } => {
    const agg = this.OR([{ ALT: unnamed(() => this.CONSUME(T.All)) }, { ALT: unnamed(() => this.CONSUME(T.AnyKw)) }]);
    this.CONSUME(T.LParen);
    const children: ApprovalExpr[] = [];
    this.MANY_SEP({ SEP: T.Comma, DEF: unnamed(() => children.push(this.SUBRULE(this.approvalExpression))) });
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

  approvalPrimary = this.RULE("approvalPrimary", (): ApprovalExpr => {
    return this.OR([
      {
        // a bracketed condition, unless arithmetic or an operator follows its bracket: `(a + b) > 5`
        GATE: unnamed(() => !this.arithmeticBrackets.has(this.LA(1).startOffset)),
        ALT: unnamed(() => {
          const open = this.CONSUME(T.LParen);
          const e = this.SUBRULE(this.approvalExpression);
          const close = this.CONSUME(T.RParen);
          return this.ACTION(() => (e?.kind === "combine" && e.form === "infix" ? { ...e, span: spanOf(open, close) } : e));
        }),
        IGNORE_AMBIGUITIES: true,
      },
      { ALT: unnamed(() => this.SUBRULE(this.approvalTest)), IGNORE_AMBIGUITIES: true },
    ]);
  });

  approvalTest = this.RULE("approvalTest", (): ApprovalExpr => {
    const left = this.SUBRULE(this.sum);
    let op: ReturnType<RulesParser["operator"]> | null = null;
    let right: Operand | null = null;
    this.OPTION(() => {
      op = this.SUBRULE(this.operator);
      right = this.OR([
        {
          ALT: unnamed(() => {
            const open = this.CONSUME(T.LBracket);
            const items: Literal[] = [];
            this.MANY_SEP({ SEP: T.Comma, DEF: unnamed(() => items.push(this.SUBRULE(this.literal))) });
            const close = this.CONSUME(T.RBracket);
            return this.ACTION(() => ({ kind: "list" as const, items, span: spanOf(open, close) }));
          }),
        },
        { ALT: unnamed(() => this.SUBRULE2(this.sum)) },
      ]);
    });
    return this.ACTION(() => {
      const e: ApprovalExpr = { kind: "test", left, op, right, span: join(left?.span, (right as Operand | null)?.span) };
      if (left && (op === null) === (right === null)) this.approvalPartial.tests.push(e);
      return e;
    });
  });

  sum = this.RULE("sum", (): Operand => {
    const first = this.SUBRULE(this.product);
    const terms: Operand[] = [first];
    const ops: ("+" | "-")[] = [];
    this.MANY(() => {
      this.OR([
        {
          ALT: unnamed(() => {
            const t = this.OR2([{ ALT: unnamed(() => this.CONSUME(A.Plus)) }, { ALT: unnamed(() => this.CONSUME(A.Minus)) }]);
            const x = this.SUBRULE2(this.product);
            this.ACTION(() => {
              ops.push(t.image === "+" ? "+" : "-");
              terms.push(x);
            });
          }),
        },
        {
          // `a -5`: the lexer reads `-5` as a number; after a term it is a subtraction
          GATE: unnamed(() => this.LA(1).image.startsWith("-")),
          ALT: unnamed(() => {
            const n = this.CONSUME(T.NumberLiteral);
            this.ACTION(() => {
              ops.push("-");
              const s = spanOf(n);
              terms.push({
                kind: "number",
                value: Number(n.image.slice(1)),
                raw: n.image.slice(1),
                span: { ...s, column: s.column + 1, offset: s.offset + 1 },
              });
            });
          }),
        },
      ]);
    });
    return this.ACTION(() => (terms.length === 1 ? first : { kind: "add" as const, terms, ops, span: join(first?.span, terms.at(-1)?.span) }));
  });

  product = this.RULE("product", (): Operand => {
    const first = this.SUBRULE(this.atom);
    const factors: Operand[] = [first];
    this.MANY(() => {
      this.CONSUME(A.Star);
      factors.push(this.SUBRULE2(this.atom));
    });
    return this.ACTION(() => (factors.length === 1 ? first : { kind: "multiply" as const, factors, span: join(first?.span, factors.at(-1)?.span) }));
  });

  atom = this.RULE("atom", (): Operand => {
    // a run of minus signs is read in a loop (the depth check after parsing bounds it), not by recursion
    const minus: IToken[] = [];
    this.MANY(() => {
      minus.push(this.CONSUME(A.Minus));
    });
    const inner = this.OR([
      { ALT: unnamed(() => this.SUBRULE(this.literal)) },
      { ALT: unnamed(() => this.SUBRULE(this.path)) },
      {
        ALT: unnamed(() => {
          const f = this.SUBRULE(this.field);
          return this.ACTION(() => ({ kind: "field" as const, field: f, span: f?.span }));
        }),
      },
      {
        ALT: unnamed(() => {
          const open = this.CONSUME(T.LParen);
          const e = this.SUBRULE(this.sum);
          const close = this.CONSUME(T.RParen);
          return this.ACTION(() => (e ? { ...e, span: spanOf(open, close) } : e));
        }),
      },
    ]);
    return this.ACTION(() => {
      let e: Operand = inner as Operand;
      for (let i = minus.length - 1; i >= 0; i--) e = { kind: "negate", operand: e, span: join(spanOf(minus[i]!), e?.span) };
      return e;
    });
  });

  path = this.RULE("path", (): Operand => {
    const root = this.OR([{ ALT: unnamed(() => this.CONSUME(A.Order)) }, { ALT: unnamed(() => this.CONSUME(A.Buyer)) }]);
    const parts: NamePart[] = [];
    let last: IToken = root;
    this.AT_LEAST_ONE(() => {
      this.CONSUME(T.Dot);
      const n = this.CONSUME(T.Name);
      this.ACTION(() => {
        parts.push({ name: n.image, span: spanOf(n) });
        last = n;
      });
    });
    let call: CallArgument | null = null;
    this.OPTION(() => {
      const open = this.CONSUME(T.LParen);
      const arg = this.OR2([
        {
          // a window: `30 days` or `month`; anything else is a condition (`order.lines.any(...)`)
          GATE: unnamed(
            () =>
              (this.LA(1).tokenType === T.NumberLiteral && tokenMatcher(this.LA(2), T.Name) && this.LA(3).tokenType === T.RParen) ||
              (tokenMatcher(this.LA(1), T.Name) && this.LA(2).tokenType === T.RParen),
          ),
          ALT: unnamed(() => {
            let count: { raw: string; span: Span } | null = null;
            this.OPTION2(() => {
              const n = this.CONSUME2(T.NumberLiteral);
              this.ACTION(() => (count = { raw: n.image, span: spanOf(n) }));
            });
            const unit = this.CONSUME2(T.Name);
            return this.ACTION(() => ({ kind: "window" as const, count, unit: { name: unit.image, span: spanOf(unit) }, span: spanOf(unit) }));
          }),
          IGNORE_AMBIGUITIES: true,
        },
        {
          ALT: unnamed(() => {
            let expr: ApprovalExpr | null = null;
            this.OPTION3(() => {
              expr = this.SUBRULE(this.approvalExpression);
            });
            return this.ACTION(() => ({ kind: "condition" as const, expr, span: spanOf(open) }));
          }),
          IGNORE_AMBIGUITIES: true,
        },
      ]);
      const close = this.CONSUME(T.RParen);
      this.ACTION(() => {
        call = arg ? { ...arg, span: arg.kind === "window" ? join(arg.count?.span ?? arg.span, arg.span) : spanOf(open, close) } : null;
        last = close;
      });
    });
    return this.ACTION(() => ({
      kind: "path" as const,
      root: root.image === "order" ? ("order" as const) : ("buyer" as const),
      parts,
      call,
      span: spanOf(root, last),
    }));
  });
}

let shared: ApprovalParser | undefined;
export function approvalParserInstance(): ApprovalParser {
  shared ??= new ApprovalParser();
  return shared;
}

export type { TokenType };
