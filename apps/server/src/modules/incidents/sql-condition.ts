import type { RawBuilder, SqlBool } from 'kysely';

/** A boolean SQL expression: what WHERE takes, so that a condition needs no cast where it is used. */
export type Condition = RawBuilder<SqlBool>;

/** Any SQL expression (a column, a value, a sort key). */
export type SqlExpression = RawBuilder<unknown>;
