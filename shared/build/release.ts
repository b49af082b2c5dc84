/**
 * What the edge's release tool checks a remote's build against, exported for it as one entry:
 * the bundler runtime the shell provides, the slim libraries' export lists and the bus contract's
 * compatibility rule.
 */
export { bundlerRuntimeVersion } from './federation';
export { slimExportLists } from './slim-exports';
export { isContractCompatible } from '../src/events/contract-version';
