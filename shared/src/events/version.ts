/**
 * Semantic version of this contract. A remote declares the version it was built against;
 * the shell mounts it only when the major versions are equal and the remote's minor is not
 * newer than the shell's (a remote may not rely on events the shell does not know yet).
 */
export const BUS_CONTRACT_VERSION = '2.0.0';
