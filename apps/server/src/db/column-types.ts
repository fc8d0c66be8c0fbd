import type { ColumnType } from 'kysely';

/**
 * The column types every table file uses (types.ts and the types-*.ts of each feature's tables): how each
 * database reads a value and how the app writes it.
 */
/** Read as boolean (PostgreSQL) or 0/1 (SQLite); written as 0/1 (see values.ts). */
export type DbBool = ColumnType<boolean | number, number, number>;
export type DbNullableBool = ColumnType<boolean | number | null, number | null, number | null>;
/** Read as Date (PostgreSQL) or ISO text (SQLite); written as ISO text. */
export type DbTimestamp = ColumnType<Date | string, string, string>;
export type DbNullableTimestamp = ColumnType<Date | string | null, string | null, string | null>;
/** numeric/bigint: PostgreSQL returns strings. */
export type DbNumber = ColumnType<number | string, number, number>;
export type DbNullableNumber = ColumnType<number | string | null, number | null, number | null>;
