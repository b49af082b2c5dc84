import path from 'node:path';
import { fileURLToPath } from 'node:url';

/** `<repo>/var`, git-ignored: local databases, generated development secrets, logs. */
export const REPO_VAR_DIR = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../var');
