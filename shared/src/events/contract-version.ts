function parse(version: string): [number, number, number] | null {
  const match = /^(\d+)\.(\d+)\.(\d+)$/.exec(version.trim());
  if (!match) return null;
  return [Number(match[1]), Number(match[2]), Number(match[3])];
}

/**
 * A remote built against `remoteVersion` may run in a shell speaking `shellVersion` when the
 * majors are equal and the remote does not expect a newer minor than the shell knows.
 */
export function isContractCompatible(shellVersion: string, remoteVersion: string): boolean {
  const shell = parse(shellVersion);
  const remote = parse(remoteVersion);
  if (!shell || !remote) return false;
  return shell[0] === remote[0] && remote[1] <= shell[1];
}
