/**
 * A PostgreSQL database name the benchmarks write into their own SQL (create, drop, copy as a template):
 * lower-case letters, digits and `_`, so that it needs no quoting and cannot carry any other SQL.
 */
export const PLAIN_DATABASE_NAME = /^[a-z_][a-z0-9_]*$/;
