import { Type } from '@sinclair/typebox';

/** A remote's federation name (mf_casino) and a released version (semantic, as the release command allows). */
export const RemoteName = Type.String({ pattern: '^mf_[a-z]{2,20}$' });
export const RemoteVersion = Type.String({
  pattern: '^\\d+\\.\\d+\\.\\d+(?:[-+][0-9A-Za-z.-]{1,40})?$',
  maxLength: 64,
});
export const ReportKind = Type.Union([
  Type.Literal('load'),
  Type.Literal('error'),
  Type.Literal('load_failure'),
]);

export const VersionReport = Type.Object(
  { remote: RemoteName, version: RemoteVersion, kind: ReportKind },
  { additionalProperties: false },
);

/** What one page sends: each (remote, version, kind) it saw, at most a dozen. */
export const VersionReportsBody = Type.Object(
  { reports: Type.Array(VersionReport, { minItems: 1, maxItems: 12 }) },
  { additionalProperties: false },
);

export const VersionFigures = Type.Object({
  remote: Type.String(),
  version: Type.String(),
  loads: Type.Integer({ description: 'distinct reporting addresses that mounted this version' }),
  errors: Type.Integer({
    description: 'distinct addresses that saw an uncaught error from its code',
  }),
  load_failures: Type.Integer({
    description: 'distinct addresses where it failed to load or mount',
  }),
});

export const VersionFiguresQuery = Type.Object({
  hours: Type.Optional(Type.Integer({ minimum: 1, maximum: 168, default: 24 })),
});

export const VersionFiguresReply = Type.Object({
  hours: Type.Integer(),
  versions: Type.Array(VersionFigures),
});
