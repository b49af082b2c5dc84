-- The sandbox's own books: payments started through either API shape and payouts by reference.
CREATE TABLE sandbox_payments (
  id             text PRIMARY KEY,
  api            text NOT NULL CHECK (api IN ('konnect', 'flouci')),
  amount         bigint NOT NULL CHECK (amount > 0),
  token          text NOT NULL DEFAULT 'TND',
  order_id       text,
  success_url    text NOT NULL,
  fail_url       text NOT NULL,
  webhook        text,
  status         text NOT NULL CHECK (status IN ('pending', 'completed', 'failed')),
  failure_reason text,
  paid_with      text,
  created_at     timestamptz NOT NULL DEFAULT now(),
  expires_at     timestamptz NOT NULL
);

CREATE TABLE sandbox_payouts (
  reference  text NOT NULL,
  api        text NOT NULL CHECK (api IN ('konnect', 'flouci')),
  id         text NOT NULL UNIQUE,
  amount     bigint NOT NULL CHECK (amount > 0),
  account    text NOT NULL,
  status     text NOT NULL CHECK (status IN ('pending', 'completed', 'failed')),
  reason     text,
  created_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (api, reference)
);
