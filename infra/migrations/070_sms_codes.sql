-- Verification codes sent by text message (Sms/Send, 找回密码): one per phone and purpose (register, reset, bind),
-- kept only as a hash, for one use within five minutes; sent_at holds the phone back from another code for 60 seconds.
-- They replace the password-reset codes kept per login name.
create table sms_codes (
  phone      text not null,
  purpose    text not null,
  code_hash  text not null,
  sent_at    timestamptz not null default now(),
  expires_at timestamptz not null,
  primary key (phone, purpose)
);
create index sms_codes_expiry on sms_codes (expires_at);

drop table license_codes;
