/**
 * The rules of one (action, subject) as one condition (CASL's `rulesToAST`: an `or` of the `can`
 * rules, each an `and` of its field conditions, bounded by the `cannot` rules), partly decided
 * here: the fields already known (one form's area, municipality, visibility) become true or false,
 * so what is left is a condition on the fields a database still has to look at. The server turns
 * what is left into SQL (apps/server/src/modules/access/rules-to-sql.ts).
 */
export type FieldCondition = { operator: 'eq' | 'in'; field: string; value: unknown };
export type CompoundCondition = { operator: 'and' | 'or'; value: RuleCondition[] };
export type NotCondition = { operator: 'not'; value: RuleCondition };
export type RuleCondition = FieldCondition | CompoundCondition | NotCondition;
/** true: every record; false: none; else the condition records must meet. */
export type Decided = RuleCondition | boolean;

/** The shape CASL's AST comes in (`@ucast/core`'s Condition), checked as it is read. */
type AstNode = { operator: string; value: unknown; field?: string };

/** Reads CASL's AST (null: no rule allows) into a RuleCondition; an operator not listed is an error. */
export function fromRulesAst(ast: AstNode | null): Decided {
  if (ast === null) return false;
  return decide(readNode(ast), {});
}

function readNode(node: AstNode): RuleCondition {
  switch (node.operator) {
    case 'and':
    case 'or':
      return { operator: node.operator, value: (node.value as AstNode[]).map(readNode) };
    case 'not':
      return { operator: 'not', value: readNode(node.value as AstNode) };
    case 'eq':
    case 'in':
      if (typeof node.field !== 'string') break;
      return { operator: node.operator, field: node.field, value: node.value };
  }
  throw new Error(`Access rules: the operator "${node.operator}" has no translation`);
}

/** A record field's value meets a field condition, with CASL's (MongoDB's) meaning for array fields. */
export function fieldMeets(condition: FieldCondition, actual: unknown): boolean {
  const values = condition.operator === 'in' ? (condition.value as unknown[]) : [condition.value];
  const actuals = Array.isArray(actual) ? actual : [actual];
  return actuals.some((one) =>
    values.some((value) => value === one || (value === null && one === undefined)),
  );
}

const key = (condition: RuleCondition): string => JSON.stringify(condition);
const conjuncts = (condition: RuleCondition): RuleCondition[] =>
  condition.operator === 'and' ? condition.value : [condition];

/**
 * The condition with the `known` fields decided, simplified: true and false folded away, and an `or`
 * branch dropped when another branch asks for less (`a or (a and b)` is `a`), so one form's
 * answers stay a plain condition on the columns its indexes cover.
 */
export function decide(condition: RuleCondition, known: Readonly<Record<string, unknown>>): Decided {
  switch (condition.operator) {
    case 'eq':
    case 'in':
      if (condition.field in known) return fieldMeets(condition, known[condition.field]);
      if (condition.operator === 'in' && (condition.value as unknown[]).length === 0) return false;
      return condition;
    case 'not': {
      const inner = decide(condition.value, known);
      return typeof inner === 'boolean' ? !inner : { operator: 'not', value: inner };
    }
    case 'and': {
      const parts: RuleCondition[] = [];
      for (const child of condition.value) {
        const part = decide(child, known);
        if (part === false) return false;
        if (part !== true) parts.push(...conjuncts(part));
      }
      const unique = [...new Map(parts.map((part) => [key(part), part])).values()];
      if (unique.length === 0) return true;
      return unique.length === 1 ? unique[0]! : { operator: 'and', value: unique };
    }
    case 'or': {
      const branches: RuleCondition[] = [];
      for (const child of condition.value) {
        const part = decide(child, known);
        if (part === true) return true;
        if (part !== false) branches.push(...(part.operator === 'or' ? part.value : [part]));
      }
      const sets = branches.map((branch) => new Set(conjuncts(branch).map(key)));
      const kept = branches.filter((_, index) => {
        const mine = sets[index]!;
        return !sets.some(
          (other, at) =>
            at !== index &&
            [...other].every((part) => mine.has(part)) &&
            (other.size < mine.size || at < index),
        );
      });
      if (kept.length === 0) return false;
      if (kept.length === 1) return kept[0]!;
      // What every branch asks for is asked once: `(a and x) or (b and x)` is `x and (a or b)`.
      const common = conjuncts(kept[0]!).filter((part) =>
        kept.every((branch) => conjuncts(branch).some((other) => key(other) === key(part))),
      );
      if (common.length === 0) return { operator: 'or', value: kept };
      const shared = new Set(common.map(key));
      const lefts = kept.map((branch) => conjuncts(branch).filter((part) => !shared.has(key(part))));
      // A branch asking for no more than the common part leaves the `or` always true.
      if (lefts.some((left) => left.length === 0)) return decide({ operator: 'and', value: common }, {});
      const rest = lefts.map((left): RuleCondition =>
        left.length === 1 ? left[0]! : { operator: 'and', value: left },
      );
      return { operator: 'and', value: [...common, { operator: 'or', value: rest }] };
    }
  }
}

/** The fields a condition looks at. */
export function fieldsOf(condition: RuleCondition): Set<string> {
  switch (condition.operator) {
    case 'eq':
    case 'in':
      return new Set([condition.field]);
    case 'not':
      return fieldsOf(condition.value);
    case 'and':
    case 'or':
      return new Set(condition.value.flatMap((child) => [...fieldsOf(child)]));
  }
}

/**
 * A decided condition as a conjunction of field equalities, when it is one: `{ field: value }`
 * (true: the empty object), else null — for readers that store their figures per such facts (the
 * statistics counts per author and citizen-portal flag).
 */
export function asEqualities(decided: Decided): Record<string, unknown> | null | false {
  if (decided === false) return false;
  if (decided === true) return {};
  const facts: Record<string, unknown> = {};
  for (const part of conjuncts(decided)) {
    if (part.operator !== 'eq' || part.field in facts) return null;
    facts[part.field] = part.value;
  }
  return facts;
}
