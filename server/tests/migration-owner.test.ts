import { describe, expect, it } from 'vitest';
import { readConfig } from '../config/config';
import { migrateAsOwner, migrationNames } from '../db/migrate';
import { createTestDatabase, databaseKind, openTestDatabase } from './support/test-database';

// deploy/README.md: on PostgreSQL the schema (and the audit trail's trigger) belongs to an owner role
// the server does not sign in as; the migrations reach it through MIGRATION_DATABASE_URL.
describe(`migrations as the schema's owner (${databaseKind} database)`, () => {
  it('reads MIGRATION_DATABASE_URL with DATABASE_URL only', () => {
    const owner = 'postgres://sakina_owner@db.example/sakina';
    expect(
      readConfig({ DATABASE_URL: 'postgres://sakina_app@db.example/sakina', MIGRATION_DATABASE_URL: owner }),
    ).toMatchObject({ migrationDatabaseUrl: owner });
    expect(readConfig({}).migrationDatabaseUrl).toBeNull();
    expect(() => readConfig({ MIGRATION_DATABASE_URL: owner })).toThrow(/MIGRATION_DATABASE_URL .*DATABASE_URL/);
  });

  it('applies every migration through MIGRATION_DATABASE_URL when set, else through the server’s own connection', async () => {
    const served = await createTestDatabase({ migrated: false });
    const owned = await createTestDatabase({ migrated: false, open: false });
    try {
      if (databaseKind === 'embedded') {
        expect(await migrateAsOwner(served.db, null)).toEqual(migrationNames());
        return;
      }
      // Two databases stand for two roles: what is migrated shows which connection did it.
      expect(await migrateAsOwner(served.db, owned.env.DATABASE_URL ?? null)).toEqual(migrationNames());
      expect(await served.db.query("SELECT 1 FROM pg_tables WHERE schemaname = 'public'")).toEqual([]);
      const owner = await openTestDatabase(owned.env);
      try {
        expect(await owner.query('SELECT name FROM schema_migrations ORDER BY name')).toHaveLength(
          migrationNames().length,
        );
      } finally {
        await owner.close();
      }
    } finally {
      await served.drop();
      await owned.drop();
    }
  });
});
