import {
  DIFFICULTIES,
  LANGUAGE_ENUM,
  type Language,
  OTP_PURPOSES,
  PROBLEM_SOURCES,
  ROLES,
} from '@codedojo/shared';
import { sql } from 'drizzle-orm';
import {
  boolean,
  index,
  integer,
  jsonb,
  pgEnum,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';

/** One schema for PGlite and PostgreSQL alike (DESIGN section 5). */
export const roleEnum = pgEnum('role', ROLES);
export const otpPurposeEnum = pgEnum('otp_purpose', OTP_PURPOSES);

const timestamps = {
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
};

export const users = pgTable(
  'users',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    name: text('name').notNull(),
    email: text('email').notNull(),
    /** Null when no password was ever proven (first verified by a one-time-code login). */
    passwordHash: text('password_hash'),
    image: text('image'),
    role: roleEnum('role').notNull().default('USER'),
    isEmailVerified: boolean('is_email_verified').notNull().default(false),
    /**
     * While unverified: sha256 of the token in the registrant's pending cookie. A later sign-up of
     * the same address replaces it (decision 0008); cleared on verification.
     */
    registrationHash: text('registration_hash'),
    ...timestamps,
  },
  (table) => [uniqueIndex('users_email_unique').on(sql`lower(${table.email})`)],
);

export const sessions = pgTable(
  'sessions',
  {
    /** sha256 of the cookie token: a database leak yields no usable session. */
    id: text('id').primaryKey(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    userAgent: text('user_agent'),
    ip: text('ip'),
  },
  (table) => [index('sessions_user_idx').on(table.userId)],
);

export const otpCodes = pgTable(
  'otp_codes',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    email: text('email').notNull(),
    codeHash: text('code_hash').notNull(),
    purpose: otpPurposeEnum('purpose').notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    attemptsLeft: integer('attempts_left').notNull(),
    /** The pending registration the code was sent for; only that registration can keep its password. */
    registrationHash: text('registration_hash'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    /** Set when the code is used, or voided by a newer one. Rows stay to count sends per hour. */
    consumedAt: timestamp('consumed_at', { withTimezone: true }),
  },
  (table) => [index('otp_codes_email_created_idx').on(table.email, table.createdAt)],
);

export type UserRow = typeof users.$inferSelect;

export const difficultyEnum = pgEnum('difficulty', DIFFICULTIES);
export const languageEnum = pgEnum('language', LANGUAGE_ENUM);
export const problemSourceEnum = pgEnum('problem_source', PROBLEM_SOURCES);

/** Per-language text, e.g. starter code or a reference solution. */
export type PerLanguage = Record<Language, string>;
export type Example = { input: string; output: string; explanation?: string };

export const problems = pgTable(
  'problems',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    title: text('title').notNull(),
    description: text('description').notNull(),
    difficulty: difficultyEnum('difficulty').notNull(),
    tags: text('tags').array().notNull().default(sql`'{}'::text[]`),
    constraints: text('constraints').notNull(),
    hints: text('hints').array().notNull().default(sql`'{}'::text[]`),
    editorial: text('editorial'),
    /** Keyed by language or by example name (spec section 3). */
    examples: jsonb('examples').$type<Record<string, Example>>().notNull(),
    codeSnippets: jsonb('code_snippets').$type<PerLanguage>().notNull(),
    referenceSolutions: jsonb('reference_solutions').$type<PerLanguage>().notNull(),
    createdBy: uuid('created_by').references(() => users.id, { onDelete: 'set null' }),
    source: problemSourceEnum('source').notNull().default('ADMIN'),
    /** Catalogue problems: their folder name and the hash of the content last imported. */
    catalogSlug: text('catalog_slug'),
    catalogHash: text('catalog_hash'),
    /** Set when an admin edits a catalogue problem; the importer then leaves it alone. */
    adminEditedAt: timestamp('admin_edited_at', { withTimezone: true }),
    ...timestamps,
  },
  (table) => [
    uniqueIndex('problems_catalog_slug_unique').on(table.catalogSlug),
    index('problems_created_idx').on(table.createdAt),
  ],
);

export const testCases = pgTable(
  'test_cases',
  {
    problemId: uuid('problem_id')
      .notNull()
      .references(() => problems.id, { onDelete: 'cascade' }),
    position: integer('position').notNull(),
    input: text('input').notNull(),
    output: text('output').notNull(),
    hidden: boolean('hidden').notNull().default(false),
  },
  (table) => [primaryKey({ columns: [table.problemId, table.position] })],
);

/** Submissions outlive their problem (no foreign key): history shows 'Problem #id' then. */
export const submissions = pgTable(
  'submissions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    problemId: uuid('problem_id').notNull(),
    language: languageEnum('language').notNull(),
    sourceCode: text('source_code').notNull(),
    status: text('status').notNull(),
    timeMs: integer('time_ms'),
    memoryKb: integer('memory_kb'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    /** Judging rounds started (retries and rejudges); fences a stale worker's writes. */
    attempt: integer('attempt').notNull().default(0),
    /** Tests to judge, set when queued; the events' "n of m". */
    testsTotal: integer('tests_total'),
    /** Why the judge gave up (Internal Error), shown to the owner. */
    message: text('message'),
    /** The compiler's (or the parse-only check's) output: one per submission, not per test. */
    compileOutput: text('compile_output'),
    finishedAt: timestamp('finished_at', { withTimezone: true }),
  },
  (table) => [
    index('submissions_user_created_idx').on(table.userId, table.createdAt),
    index('submissions_problem_idx').on(table.problemId),
  ],
);

export const submissionResults = pgTable(
  'submission_results',
  {
    submissionId: uuid('submission_id')
      .notNull()
      .references(() => submissions.id, { onDelete: 'cascade' }),
    position: integer('position').notNull(),
    /** The judging round (submissions.attempt) this row belongs to: readers show the current one only. */
    attempt: integer('attempt').notNull().default(0),
    passed: boolean('passed').notNull(),
    status: text('status').notNull(),
    stdout: text('stdout'),
    stderr: text('stderr'),
    expected: text('expected'),
    timeMs: integer('time_ms'),
    memoryKb: integer('memory_kb'),
    /** The judge's note on a verdict other than Accepted / Wrong Answer. */
    message: text('message'),
    /** Order in which this round's tests finished (1, 2, …): the event ids of a resumed stream. */
    seq: integer('seq').notNull().default(0),
  },
  (table) => [primaryKey({ columns: [table.submissionId, table.position] })],
);

export const solved = pgTable(
  'solved',
  {
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    problemId: uuid('problem_id')
      .notNull()
      .references(() => problems.id, { onDelete: 'cascade' }),
    firstSolvedAt: timestamp('first_solved_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    primaryKey({ columns: [table.userId, table.problemId] }),
    index('solved_first_solved_idx').on(table.firstSolvedAt),
  ],
);

export const playlists = pgTable(
  'playlists',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    description: text('description'),
    ...timestamps,
  },
  (table) => [uniqueIndex('playlists_user_name_unique').on(table.userId, sql`lower(${table.name})`)],
);

export const playlistProblems = pgTable(
  'playlist_problems',
  {
    playlistId: uuid('playlist_id')
      .notNull()
      .references(() => playlists.id, { onDelete: 'cascade' }),
    problemId: uuid('problem_id')
      .notNull()
      .references(() => problems.id, { onDelete: 'cascade' }),
    addedAt: timestamp('added_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [primaryKey({ columns: [table.playlistId, table.problemId] })],
);

export type ProblemRow = typeof problems.$inferSelect;
export type TestCaseRow = typeof testCases.$inferSelect;

/** Solutions a user chose to see before solving the problem (issue 14); shown on the profile. */
export const solutionReveals = pgTable(
  'solution_reveals',
  {
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    problemId: uuid('problem_id')
      .notNull()
      .references(() => problems.id, { onDelete: 'cascade' }),
    revealedAt: timestamp('revealed_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [primaryKey({ columns: [table.userId, table.problemId] })],
);

/** Postponed reviews; the schedule itself is derived from the user's submissions (decision 0016). */
export const reviewSkips = pgTable(
  'review_skips',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    problemId: uuid('problem_id')
      .notNull()
      .references(() => problems.id, { onDelete: 'cascade' }),
    skippedAt: timestamp('skipped_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('review_skips_user_idx').on(table.userId, table.problemId)],
);
/**
 * The judge queue (issue 11): claimed with FOR UPDATE SKIP LOCKED under a lease the worker
 * renews; a job whose lease expired is claimed again, at most JUDGE_QUEUE.maxAttempts times.
 * Submit and rejudge jobs point at their submission; run jobs carry their request and result.
 */
export const judgeJobs = pgTable(
  'judge_jobs',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    kind: text('kind').$type<'run' | 'submit' | 'rejudge'>().notNull(),
    priority: integer('priority').notNull(),
    submissionId: uuid('submission_id').references(() => submissions.id, { onDelete: 'cascade' }),
    /** The user the work is for (fair scheduling in the judge). */
    ownerId: uuid('owner_id'),
    language: languageEnum('language').notNull(),
    payload: jsonb('payload'),
    result: jsonb('result'),
    state: text('state').$type<'queued' | 'running' | 'done'>().notNull().default('queued'),
    attempts: integer('attempts').notNull().default(0),
    leaseUntil: timestamp('lease_until', { withTimezone: true }),
    workerId: text('worker_id'),
    /** Not claimable before this (a retry after the judge failed waits a little). */
    availableAt: timestamp('available_at', { withTimezone: true }).notNull().defaultNow(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    startedAt: timestamp('started_at', { withTimezone: true }),
    finishedAt: timestamp('finished_at', { withTimezone: true }),
  },
  (table) => [
    index('judge_jobs_claim_idx').on(table.state, table.priority, table.createdAt),
    index('judge_jobs_submission_idx').on(table.submissionId),
  ],
);

/** Live judge workers: a heartbeat row per worker process. */
export const judgeWorkers = pgTable('judge_workers', {
  id: text('id').primaryKey(),
  host: text('host').notNull(),
  pid: integer('pid').notNull(),
  startedAt: timestamp('started_at', { withTimezone: true }).notNull().defaultNow(),
  lastSeen: timestamp('last_seen', { withTimezone: true }).notNull().defaultNow(),
});

export type SubmissionRow = typeof submissions.$inferSelect;
export type JudgeJobRow = typeof judgeJobs.$inferSelect;
