-- Issue 13, finding 13 (decision 0049): the session table keeps the SHA-256 of each session token (hex),
-- never the token itself, so a copy of the database opens no session. Rows written before are hashed
-- in place: the cookies their browsers hold stay valid (the server hashes what a cookie presents).
-- better-auth's tokens are 32 letters and digits, so a 64-digit hex value is already a hash (idempotent).
UPDATE "session" SET "token" = encode(sha256(convert_to("token", 'UTF8')), 'hex') WHERE "token" !~ '^[0-9a-f]{64}$';
