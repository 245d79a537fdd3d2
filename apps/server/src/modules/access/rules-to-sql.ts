import {
  decide,
  fieldsOf,
  fromRulesAst,
  type Action,
  type AppAbility,
  type Decided,
  type RuleCondition,
  type Subject,
} from '@cabildo/domain';
import { rulesToAST } from '@casl/ability/extra';
import { and, eq, inArray, isNull, not, or, sql, type Column, type SQL, type SQLWrapper } from 'drizzle-orm';

/**
 * Where a record field is read from: a column or expression (a boolean expression stands for a
 * `true`/`false` field), in `group` when it lives in another table reached by a subquery.
 */
export type FieldColumn = { column: Column | SQLWrapper; group?: string };
export type SqlMapping = {
  fields: Readonly<Record<string, FieldColumn>>;
  /** Per group, the condition on the main table that its rows meet `inner` (e.g. `form_id in (select …)`). */
  groups?: Readonly<Record<string, (inner: SQL) => SQL>>;
};

/** The person's rules for (action, subject), with the `known` record fields decided in JS. */
export function decidedRules(
  ability: AppAbility,
  action: Action,
  subjectType: Subject,
  known: Readonly<Record<string, unknown>> = {},
): Decided {
  const all = fromRulesAst(rulesToAST(ability, action, subjectType));
  return typeof all === 'boolean' ? all : decide(all, known);
}

/** A decided condition as SQL: undefined for every row, `false` for none. */
export function decidedToSql(decided: Decided, mapping: SqlMapping): SQL | undefined {
  if (decided === true) return undefined;
  if (decided === false) return sql`false`;
  return toSql(decided, mapping, null);
}

/**
 * The one translation of the rules to SQL: the SQL condition rows meet exactly when
 * `ability.can(action, subject(subjectType, record))` holds for the record they stand for.
 */
export function rulesToSql(
  ability: AppAbility,
  action: Action,
  subjectType: Subject,
  mapping: SqlMapping,
  known: Readonly<Record<string, unknown>> = {},
): SQL | undefined {
  return decidedToSql(decidedRules(ability, action, subjectType, known), mapping);
}

function groupOf(condition: RuleCondition, mapping: SqlMapping): string | null {
  const groups = new Set([...fieldsOf(condition)].map((field) => fieldColumn(mapping, field).group ?? null));
  const [only] = groups;
  return groups.size === 1 && only !== undefined ? only : null;
}

function fieldColumn(mapping: SqlMapping, field: string): FieldColumn {
  const found = mapping.fields[field];
  if (!found) throw new Error(`Access rules: the field "${field}" has no column`);
  return found;
}

/** Conditions on one group's fields are asked of that group once, in one subquery. */
function toSql(condition: RuleCondition, mapping: SqlMapping, inside: string | null): SQL {
  const group = inside === null ? groupOf(condition, mapping) : null;
  if (group !== null) {
    const wrap = mapping.groups?.[group];
    if (!wrap) throw new Error(`Access rules: the group "${group}" has no subquery`);
    return wrap(toSql(condition, mapping, group));
  }
  switch (condition.operator) {
    case 'and':
    case 'or': {
      const combine = condition.operator === 'and' ? and : or;
      if (inside !== null) return combine(...condition.value.map((child) => toSql(child, mapping, inside)))!;
      // Outside a group: the children that stay inside one group are asked of it together.
      const byGroup = new Map<string | null, RuleCondition[]>();
      for (const child of condition.value) {
        const of = groupOf(child, mapping);
        byGroup.set(of, [...(byGroup.get(of) ?? []), child]);
      }
      const parts = [...byGroup].flatMap(([of, children]) =>
        of === null || children.length === 1
          ? children.map((child) => toSql(child, mapping, null))
          : [toSql({ operator: condition.operator, value: children }, mapping, null)],
      );
      return combine(...parts)!;
    }
    case 'not':
      return not(sql`coalesce(${toSql(condition.value, mapping, inside)}, false)`);
    case 'eq':
    case 'in': {
      const { column } = fieldColumn(mapping, condition.field);
      const values = condition.operator === 'in' ? (condition.value as unknown[]) : [condition.value];
      if (values.length === 1 && values[0] === true) return sql`${column}`;
      if (values.length === 1 && values[0] === false) return not(sql`coalesce(${column}, false)`);
      if (values.length === 1 && values[0] === null) return isNull(column);
      if (values.length === 1) return eq(column, values[0]);
      return inArray(column, values);
    }
  }
}
