import { deploymentHosts } from '../adapters/deployment';

/** Where the API, the content service and the marketing site are: this origin in the embedded default. */
export const hosts = deploymentHosts;
