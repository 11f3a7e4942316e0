export { ReleaseError as DeployError } from '@reedmere/releases';
