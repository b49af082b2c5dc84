-- Which browsers loaded each released version of a remote, and which saw it fail to load or
-- throw (issue 12: canary releases). One row per (remote, version, kind, hour, reporter): a
-- reporter is a digest of the client address, so one address counts once per version, kind and
-- hour however often it reports; figures are counts of distinct reporters. Rows older than a
-- week are deleted by the API.
CREATE TABLE remote_version_reports (
  remote text NOT NULL CHECK (remote ~ '^mf_[a-z]{2,20}$'),
  version text NOT NULL CHECK (version ~ '^\d+\.\d+\.\d+(?:[-+][0-9A-Za-z.-]{1,40})?$'),
  kind text NOT NULL CHECK (kind IN ('load', 'error', 'load_failure')),
  hour timestamptz NOT NULL,
  reporter bytea NOT NULL CHECK (octet_length(reporter) = 32),
  PRIMARY KEY (remote, version, kind, hour, reporter)
);
CREATE INDEX remote_version_reports_hour ON remote_version_reports (hour);
