-- A deleted account's short links are retired, not removed: the rows stay (deleted, without owner, target or clicks),
-- so their codes are never handed out again (printed QR codes and shared URLs must not lead to a new owner's target)
-- and the redirect answers them with 410. A trigger, so that every way of deleting a user does it, in the same
-- transaction; the NOTIFY (delivered on commit) drops the codes from every process's redirect cache
-- (lib/links/invalidation.ts, channel utilify_links, payload "domain/code"); the account's verified custom domains,
-- removed by the cascade, are announced on utilify_domains so that every process stops routing them at once too.
CREATE FUNCTION "utilify_retire_user_links"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify('utilify_links', "domain" || '/' || "code") FROM "Link" WHERE "ownerUserId" = OLD."id";
  PERFORM pg_notify('utilify_domains', "hostname") FROM "CustomDomain" WHERE "userId" = OLD."id" AND "verifiedAt" IS NOT NULL;
  DELETE FROM "Click" WHERE "linkId" IN (SELECT "id" FROM "Link" WHERE "ownerUserId" = OLD."id");
  UPDATE "Link"
     SET "deletedAt" = COALESCE("deletedAt", now() AT TIME ZONE 'UTC'), "target" = '', "humanClicks" = 0,
         "botClicks" = 0, "ownerUserId" = NULL, "updatedAt" = now() AT TIME ZONE 'UTC'
   WHERE "ownerUserId" = OLD."id";
  RETURN OLD;
END
$$;

-- CreateTrigger
CREATE TRIGGER "User_retire_links" BEFORE DELETE ON "User" FOR EACH ROW EXECUTE FUNCTION "utilify_retire_user_links"();
