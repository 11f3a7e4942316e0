/** The settings the BFF reads that production cannot run safely without. */
export interface ProductionSettings {
  SERVICE_TOKEN?: string;
  PUBLIC_ORIGIN?: string;
  TRUST_PROXY: boolean;
}

/**
 * What is missing for production, one problem per variable, each naming it. Without these the
 * BFF would still start, only less safe or not working: the services would refuse its calls, the
 * origin check and the links would trust the request's Host, and without the proxy's word that
 * the request was https the session cookie would not be Secure and no HSTS would be sent.
 */
export function missingProductionSettings(settings: ProductionSettings): string[] {
  const problems: string[] = [];
  if (!settings.SERVICE_TOKEN) {
    problems.push(
      "SERVICE_TOKEN is required in production (the BFF's own token, listed as bff in every service's CALLER_TOKENS)",
    );
  }
  if (!settings.PUBLIC_ORIGIN) {
    problems.push('PUBLIC_ORIGIN is required in production (e.g. https://www.reedmere.example)');
  } else if (!settings.PUBLIC_ORIGIN.startsWith('https://')) {
    problems.push('PUBLIC_ORIGIN must be an https:// origin in production');
  }
  if (!settings.TRUST_PROXY) {
    problems.push(
      'TRUST_PROXY must be true in production (the TLS proxy in front says which requests were https)',
    );
  }
  return problems;
}
