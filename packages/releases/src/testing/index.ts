// Registry entries for tests of the releases, kept out of the main entry: only tests import them.
export {
  NEWS_CANARY_URL,
  NEWS_CANARY_VERSION,
  NEWS_STABLE_URL,
  NEWS_STABLE_VERSION,
  newsCanaryRelease,
} from './news-canary';
