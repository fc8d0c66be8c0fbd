// The route module of the pages on the way to and back from the identity provider (lazy-loaded by
// app/routes.tsx): /auth/callback and the signing window's /auth/sign share one chunk.
export { ProviderCallbackPage } from './provider-callback-page';
export { ProviderSigningPage } from './provider-signing-page';
