-- Session tokens are kept as their SHA-256 (hex), never in clear (decision 047): a read of this table
-- cannot sign anyone in. Sessions open before this migration keep working: their stored token becomes
-- the hash the app now looks up.
UPDATE "sessions" SET "token" = encode(sha256(convert_to("token", 'UTF8')), 'hex');
