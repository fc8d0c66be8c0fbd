/// <reference types="vite/client" />

/** The short commit hash of the build (footer). */
declare const __APP_VERSION__: string;
