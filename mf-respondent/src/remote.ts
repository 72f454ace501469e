// Entry of the remote build; the shell only loads what is exposed (see rspack.config.mjs).
export {};
