// Shared set-up for Node-side tests (lib, api, providers, server). Nothing global yet.
export {};
