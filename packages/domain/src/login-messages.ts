/**
 * The failed sign-in toast (docs/product.md §8), in a module of its own: /login ships with the web app
 * itself, and importing this alone keeps the rest of the toast table out of that first load.
 */
export const LOGIN_FAILURE = 'Failed to login.';
