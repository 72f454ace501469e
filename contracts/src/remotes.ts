// The feature apps the shell loads at run time, by the name each publishes.
export const remoteNames = ['forms', 'respondent', 'admin', 'library'] as const;
export type RemoteName = (typeof remoteNames)[number];

/** Body of GET /remotes.json: where each remote's mf-manifest.json lives. */
export type RemotesConfig = Record<RemoteName, { entry: string }>;

export const federationName = (remote: RemoteName) => `mf_${remote}`;
