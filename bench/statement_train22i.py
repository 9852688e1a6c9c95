"""Training sentences TRAIN_I for statement classification (rule / decision / none).

Written blind by one annotator (an AI helper working in an isolated worktree) from general
knowledge of how developers talk to an AI coding agent; it never saw the classifier, its code,
its tests or any other labelled set. Every line is something a user might type to a coding agent
while working on a real project (web backends, CLIs, data pipelines, mobile apps, infrastructure,
embedded firmware, games), in terse, plain and polite voices; 65 lines (13%) are Chinese
or mixed Chinese-English. Labels follow the speaker's intent, not keywords: "rule" is a standing
instruction about the work that should hold from now on, mostly a requirement that a named part of
the system (endpoint, job, table, file type, screen, service, driver...) must always or never do
something (limits, formats, ordering, security, performance budgets, compatibility, error
behaviour), including conditionals and terse verbless forms; "decision" is a choice the speaker or
their team makes or has made (technology, approach, naming, scheduling, corrections of an earlier
choice); "none" is everything else: facts about how code or tools already behave (including
"must X or it breaks" preconditions), diagnoses and guesses, requirements or choices reported from
others (ticket, client, spec, linter, teammate), one-off requests for the current change or run,
questions, expectations about the current state, hypotheticals and wishes, habits, past events and
life talk. Counts: total 516, rule 205, decision 31, none 280, of which
265 are hard negatives (none lines that mirror the wording or subject of rules: facts, guesses,
reports, one-offs, questions, expectations, musings and habits about parts of a system).
"""

TRAIN_I = """
rule	The /login endpoint must never reveal whether an email exists in the system.
rule	Every migration file has to be reversible, so include a down step from now on.
rule	The billing service may not call the payments API without an idempotency key.
rule	Export CSVs should always use UTF-8 with a BOM because finance opens them in Excel.
rule	The nightly ETL job must finish before 6am UTC; if a change makes it slower, flag it.
rule	Public API responses need to stay backward compatible within a major version.
rule	Interrupt handlers in the firmware must never allocate memory.
rule	Log lines from the auth module must not include tokens or passwords, ever.
rule	All timestamps stored in the events table have to be UTC.
rule	The CLI should exit with a non-zero code on any error, no exceptions.
rule	Config files in this repo should be YAML, not JSON.
rule	The checkout screen must render in under 200 ms on a mid-range Android phone.
rule	Any new endpoint needs rate limiting before it ships.
rule	The search service is not allowed to hit the primary database; read replicas only.
rule	Error messages shown to end users must never contain stack traces.
rule	The game loop has to stay at 60 fps on the Switch, so don't add per-frame allocations.
rule	Webhook handlers must respond within 3 seconds and push the real work onto the queue.
rule	Keep the public SDK free of third-party dependencies.
rule	From now on the orders table only gets soft deletes.
rule	Invoice PDFs should always show the VAT number in the footer.
rule	The scheduler must be idempotent: running a job twice can't double-charge anyone.
rule	No endpoint under /admin may be reachable without MFA.
rule	Docker images we build have to run as a non-root user.
rule	Terraform changes to prod must go through a plan review, never a direct apply.
rule	The mobile app must keep working offline on the reading screens.
rule	Feature flags need an owner and an expiry date when you add them.
rule	The parser must reject input larger than 10 MB instead of trying to load it.
rule	Email templates have to include a plain-text part alongside the HTML.
rule	The report generator should round money to two decimals only at the very end, never in intermediate steps.
rule	Whenever you touch the retry logic, keep the backoff exponential with jitter.
rule	The sensor driver must not block for more than 1 ms.
rule	Background workers shouldn't hold a DB transaction open across network calls.
rule	Every Kafka consumer has to commit offsets only after the write succeeds.
rule	The public docs site must not link to internal Confluence pages.
rule	Passwords must be hashed with argon2id; don't use bcrypt or anything older in new code.
rule	Our GraphQL schema can never drop a field without a deprecation period of two releases.
rule	Cron jobs must log a start line and an end line so we can see when they hang.
rule	The upload endpoint has to validate the MIME type on the server, not just trust the extension.
rule	Any SQL in the reporting module must be parameterized.
rule	The settings screen should always respect the system dark mode.
rule	API keys can't be committed to the repo, including in test fixtures.
rule	Dates in the UI must follow the user's locale, never a hard-coded format.
rule	The health check endpoint must not touch downstream services.
rule	The data pipeline must be rerunnable for any past date without manual cleanup.
rule	Each microservice owns its schema, and no service may read another service's tables.
rule	The rendering thread is not allowed to do file I/O.
rule	Push notifications must never include the message body for encrypted chats.
rule	Money values must be integers in cents everywhere in the backend.
rule	The bootloader has to fit in 16 KB, so keep an eye on its size whenever you change it.
rule	The cache layer should never serve prices older than five minutes.
rule	Every public function in the lib crate needs a doc comment.
rule	The importer must skip malformed rows and report them rather than aborting the whole file.
rule	Client-side validation must never replace the server-side checks in this app.
rule	The metrics exporter must not add labels with unbounded cardinality like user IDs.
rule	Release builds must have debug logging compiled out.
rule	The pricing engine's output has to be deterministic for the same inputs.
rule	When a job fails three times, it must go to the dead-letter queue instead of retrying forever.
rule	Deleting a user must also delete their uploads within 30 days, every time.
rule	The admin dashboard should only ever show the last four digits of card numbers.
rule	Any change to the wire protocol needs a version bump.
rule	The API gateway must strip internal headers before forwarding responses.
rule	The CLI's --json output is a contract: never change field names without a major version.
rule	Backups of the users database have to be encrypted at rest.
rule	Lambdas in this project must stay under 100 MB unzipped.
rule	Unit tests are not allowed to hit the network.
rule	The websocket server must send a heartbeat every 30 seconds.
rule	The save file format has to stay loadable by the previous release.
rule	Sorting in the leaderboard must be stable, with ties broken by earliest timestamp.
rule	Any user-facing string must go through the i18n layer; no literals in components.
rule	The billing report has to reconcile to the ledger to the cent before it's sent.
rule	Secrets must come from Vault at runtime, not from env files baked into images.
rule	The mobile app's bundle must stay under 50 MB.
rule	Database queries in request handlers need a timeout of at most 2 seconds.
rule	The audit log is append-only; no code path may update or delete rows in it.
rule	Every HTTP client we create needs explicit connect and read timeouts.
rule	The notification service must deduplicate messages within a one-hour window.
rule	Pagination on list endpoints has to be cursor-based, never offset-based.
rule	The embedded UART protocol must checksum every frame.
rule	Error responses must use the RFC 7807 problem+json format.
rule	The batch job should never load the whole table into memory; stream it.
rule	登录接口必须限制每个IP每分钟最多10次请求。
rule	所有金额字段一律用分存储，不能用浮点数。
rule	订单服务不能直接连库存数据库，要走库存的API。
rule	以后每个新接口都要写OpenAPI文档。
rule	日志里不能出现用户手机号，必须脱敏。
rule	导出的Excel文件名要带日期，格式是YYYYMMDD。
rule	前端页面首屏加载必须控制在2秒以内。
rule	定时任务失败了一定要发告警到钉钉群。
rule	数据库迁移脚本必须可回滚。
rule	支付回调要做幂等处理，同一个订单号不能重复入账。
rule	所有对外的API response都要统一用 code/message/data 这个结构。
rule	小程序里不能用 eval。
rule	用户上传的图片必须先压缩再存到OSS。
rule	Redis的key一律要设置过期时间。
rule	报表里的百分比一律保留两位小数。
rule	以后 commit message 都用英文写。
rule	接口返回的时间统一用ISO 8601格式。
rule	所有定时任务的执行时间都要按 UTC 配置。
rule	用户密码不能明文存储，必须加盐哈希。
rule	新增的数据库字段必须写注释。
rule	接口文档和代码必须同步更新，不能只改代码。
rule	iOS 端不能在主线程做网络请求。
rule	每个 Kafka topic 都要有负责人和保留期限。
rule	消息队列的消费者必须支持重复消费，不能因为重复消息出错。
rule	所有的配置项都要有默认值，不要让服务因为少一个配置就起不来。
rule	App 的冷启动时间不能超过 1.5 秒。
rule	以后写 SQL 不要用 select *。
rule	对外暴露的接口都必须鉴权，没有例外。
rule	图表里的颜色要用设计规范里的色板。
rule	If a handler can't reach the database, it has to return 503, not 500.
rule	When the queue is full, the producer must drop the oldest message instead of blocking.
rule	Whenever a migration adds a column to a large table, that column must be nullable or have a default.
rule	Anything that writes to S3 should use server-side encryption.
rule	No raw SQL in the controllers.
rule	Snake_case for all JSON fields in the public API.
rule	UTC everywhere in the data warehouse.
rule	Max line length 100 for the Python services.
rule	One React component per file.
rule	Strict mode on in every tsconfig.
rule	No print statements in library code; use the logger.
rule	The auth middleware has to run before anything that reads the request body.
rule	The thumbnail worker must preserve EXIF orientation but strip GPS data.
rule	The search index must be rebuildable from the source tables at any time.
rule	Shader code has to compile on both the Metal and Vulkan backends.
rule	The inventory sync must treat the ERP as the source of truth when counts disagree.
rule	Feature branches need to be rebased on main before merge, not merged with main.
rule	Every alert we add must link to a runbook.
rule	The onboarding flow must never ask for location permission before the user reaches the map screen.
rule	Stripe webhooks have to be signature-verified before anything else happens.
rule	Keep the Go services on the standard library for HTTP routing; no frameworks.
rule	The public status page must be hosted outside our main cloud account.
rule	Every interactive element in the web app needs a visible focus state.
rule	The data lake's raw zone must be write-once, with transformations writing only to the curated zone.
rule	PII columns must be tagged in the dbt models.
rule	The Android app must keep supporting API level 26.
rule	The ingest endpoint should accept gzip bodies but must reject anything over 5 MB after decompression.
rule	Our Helm charts must set resource requests and limits on every container.
rule	The password reset link has to expire after 15 minutes and work only once.
rule	The PLC code must fail safe: on any loss of communication, all outputs go to off.
rule	The game server must never trust clients for position and has to validate every move.
rule	Session cookies must be HttpOnly, Secure and SameSite=Lax.
rule	Every CSV the pipeline emits needs a header row.
rule	The recommendation model can't be retrained on data from users who opted out.
rule	The config loader must fail loudly on unknown keys.
rule	Don't let the logging module ever throw; a logging failure must never take down a request.
rule	The REST API's 4xx responses should always include a machine-readable error code.
rule	All cross-service calls have to carry the trace ID header.
rule	Generated files under gen/ must never be edited by hand; change the templates instead.
rule	The job runner is not allowed to run two instances of the same job concurrently.
rule	The iOS widget has to refresh no more than once every 15 minutes, to stay inside the budget.
rule	Daily reports have to go out in the recipient's timezone, not ours.
rule	The file watcher must ignore node_modules and .git.
rule	Any breaking change to the SDK needs a migration note in the changelog.
rule	Images served through the CDN must carry cache-control headers.
rule	Each firmware task's stack usage must stay under 2 KB.
rule	The HTTP client wrapper may only retry idempotent requests; never retry a POST automatically.
rule	The public search endpoint must not return more than 100 results per page.
rule	The invoice number sequence has to be gap-free.
rule	Every Dockerfile has to pin its base image by digest.
rule	The mobile API must keep supporting the last two app versions.
rule	UI translations must never ship machine-generated without a human review.
rule	The desktop app must not phone home unless the user turned on telemetry.
rule	Any endpoint returning user data must check that the caller owns it, not just that they're logged in.
rule	Unit tests in the payments package have to run in under ten seconds total.
rule	Queue consumers must handle messages arriving out of order.
rule	Only ever use dev, staging and prod as environment names.
rule	The CLI must never prompt interactively when stdin isn't a TTY.
rule	Request IDs have to be included in every error response body.
rule	Schema changes in the analytics warehouse need sign-off from data eng before merging.
rule	The game's save system must write to a temp file and rename, so a crash can't corrupt saves.
rule	Outbound emails from staging may only go to our test domain.
rule	API versions must stay in the URL path, like /v2/, never in headers.
rule	The geocoding client has to cache results for at least 24 hours because of the quota.
rule	The feature store must not serve features computed after the prediction timestamp.
rule	Each Lambda gets its own IAM role with least privilege; never share roles between functions.
rule	The pager integration has to be tested after every change to alert routing.
rule	The cart must keep items for guest users for 7 days.
rule	Uploads to the media bucket need a virus scan before they become public.
rule	Log timestamps should be RFC 3339 with milliseconds.
rule	The firmware JSON parser must never recurse deeper than 16 levels.
rule	Rust code in this repo must not use unsafe outside the ffi module.
rule	Every cron expression in the repo needs a comment saying in plain words when it runs.
rule	The map screen must degrade gracefully when GPS is unavailable instead of showing an error.
rule	User-generated HTML must be sanitized on the way in and escaped on the way out.
rule	Keep the Python package compatible with 3.9 until we say otherwise.
rule	The rate limiter must fail open if Redis is down, since we'd rather serve than block.
rule	The reconciliation job must alert if the totals differ by even one cent.
rule	Don't ever let the importer overwrite existing customer emails.
rule	The sitemap may only include pages that return 200.
rule	All database access in the Node services must go through the repository layer.
rule	Any new table needs created_at and updated_at columns.
rule	Under no circumstances should the deploy script touch the prod database directly.
rule	The crash reporter must scrub file paths that contain usernames.
rule	Components in the design system must not depend on app-specific code.
rule	Feature toggles must default to off in production.
rule	Anything the CLI writes to stdout must be machine-parseable; human messages go to stderr.
rule	The webhook sender has to sign every payload with HMAC-SHA256.
rule	Our background sync on iOS must always finish well inside the 30 seconds the OS allows.
rule	The PDF export must embed its fonts so it looks the same everywhere.
rule	Every state-changing endpoint must require a CSRF token.
rule	The event schema must stay append-only: new fields optional, existing ones never changing type.
rule	Tests for the scheduler must use a fake clock, never real sleeps.
rule	Please keep the changelog in Keep a Changelog format going forward.
rule	The matching engine must reject orders priced more than 10% away from the last trade.
rule	The kiosk app has to lock itself after two minutes of inactivity.
decision	We're going with Postgres for the new analytics service.
decision	Ok, let's use SQS instead of Kafka for the notification queue.
decision	I've decided the new CLI will be written in Go.
decision	Actually, let's put the feature flags in LaunchDarkly rather than rolling our own.
decision	We'll use cursor pagination for the new orders endpoint.
decision	Option B it is: image resizing moves into a Lambda.
decision	I'm picking Tailwind for the admin dashboard.
decision	Scratch that, the cleanup cron runs at 2am instead of midnight.
decision	Going with SQLite for the mobile offline cache.
decision	We decided to drop IE11 support in the web app.
decision	Let's go with gRPC between the order and inventory services.
decision	I'm moving the auth logic into its own service.
decision	Final answer: we keep the monolith for now and split out billing later.
decision	Fine, we'll use Redis Streams for the event bus.
decision	We're switching the frontend build from Webpack to Vite.
decision	I chose Rust for the firmware update tool.
decision	Decided: reporting will run off a read replica, not a separate warehouse.
decision	Let's name the new service ledger-api.
decision	OK, we go with the second design for the settings screen.
decision	我们决定用 ClickHouse 做日志分析。
decision	就用方案二吧，把缓存放在网关层。
decision	我们最后选了 MySQL 8 作为订单库。
decision	这个周报我们改成每周一生成，不再每天跑了。
decision	I'm going to use Godot for the prototype, not Unity.
decision	We'll host the SDK docs on GitHub Pages.
decision	Change of plan: the mobile app will be Flutter instead of React Native.
decision	I've settled on Terraform over Pulumi for the infra.
decision	We're keeping the old endpoint alive and adding v2 alongside it.
decision	Let's use UUIDv7 as the primary key for the events table.
decision	I'm taking the Friday release slot for this feature.
decision	The team and I agreed this morning to move CI to GitHub Actions.
none	The login endpoint has to receive a CSRF token or it returns 403.
none	The importer must get a header row, otherwise it shifts every column by one.
none	That function needs to be called after init() or it segfaults.
none	The webhook handler must answer within 10 seconds or Stripe marks the delivery as failed.
none	The config loader has to find a .env file in the working directory, otherwise it silently falls back to defaults.
none	The migration tool needs a clean working tree or it refuses to run.
none	The parser expects UTF-8 and crashes on Latin-1 input.
none	The billing cron only works as the deploy user because that's the only account with access to the key.
none	The SDK has to be initialized with an API key before any call, or every request comes back 401.
none	The firmware won't boot if the bootloader grows past 16 KB.
none	The Redis client needs the TLS flag in prod, otherwise the connection just hangs.
none	Right now the export writes dates in whatever timezone the server runs in.
none	The CLI currently exits 0 even when the upload fails.
none	The search service reads straight from the primary today.
none	The thumbnail worker strips all EXIF data, orientation included, which is why photos come out sideways.
none	Our health check pings the database, so when the DB blips every pod gets restarted.
none	The batch job loads the whole table into memory and runs out of RAM around 20 million rows.
none	Session cookies are set without the Secure flag in the dev profile.
none	The Android build fails on API 25 because of the java.time calls.
none	The rate limiter fails closed when Redis is unreachable.
none	This endpoint must be hit with a JSON content type, otherwise Express leaves req.body empty.
none	The test suite has to run with TZ=UTC or three date tests fail.
none	The game loop drops to 40 fps whenever the particle system spawns more than 500 particles.
none	The save file loader throws on files from version 1.2.
none	The Kafka consumer commits offsets before processing, so a crash loses messages.
none	The scheduler can run the same job twice if two pods start in the same second.
none	Lambda rejects deployment packages over 250 MB unzipped.
none	The GraphQL server returns null for the whole object when one nested resolver throws.
none	The password reset tokens currently never expire.
none	The upload endpoint trusts the file extension and never looks at the bytes.
none	Helm won't install the chart unless the namespace already exists.
none	The UART driver blocks until the TX buffer drains, which can take up to 5 ms.
none	The pricing engine gives slightly different results on ARM because of floating point.
none	The leaderboard sort isn't stable, so tied players swap places on every refresh.
none	The docs build needs Node 18; on Node 20 it fails with an ESM error.
none	The websocket connection drops after 60 seconds of silence because of the load balancer timeout.
none	The iOS widget refreshes whenever the system feels like it, regardless of what we request.
none	The API gateway forwards every header from upstream, including X-Internal-User.
none	Images built from this Dockerfile run as root.
none	The app crashes on launch if the user denies notification permission on Android 13.
none	The old client can't parse responses that contain unknown fields.
none	The nightly ETL currently finishes around 7:30 UTC.
none	Our Terraform state lives on Dave's laptop, which is obviously fragile.
none	The logger throws if you pass it a circular object.
none	The reconciliation job compares totals but ignores differences under a dollar.
none	The PDF export uses system fonts, so it looks different on every machine.
none	Guest carts expire after 24 hours right now.
none	The feature flag defaults to on when the flag service is unreachable.
none	The JSON decoder in the firmware recurses without any depth limit.
none	The bank's CSV must be sorted by date or the matcher pairs the wrong transactions.
none	The mobile bundle is 61 MB at the moment.
none	The cache key doesn't include the locale, so French users sometimes get the English page.
none	The worker needs at least 2 GB of RAM or the model won't load.
none	The reporting module builds SQL with string concatenation in two places.
none	This regex isn't anchored, so it matches substrings and lets invalid emails through.
none	Signed requests need the clock within five minutes of AWS time, otherwise you get SignatureDoesNotMatch.
none	The parser can't handle files bigger than about 2 GB because it reads them into a single buffer.
none	The admin panel shows full card numbers to support staff today.
none	The kiosk app never locks; it stays logged in all day.
none	Postgres must have the pgcrypto extension installed or the migration fails on gen_random_uuid.
none	The CI runner needs Docker-in-Docker enabled, otherwise the integration stage can't start containers.
none	Middleware in this framework must call next() or the request hangs forever.
none	The checkout screen takes almost a second to render on the Pixel 4a.
none	The audit log table has no triggers, so anyone with write access can edit old rows.
none	Our GraphQL schema has three deprecated fields that nothing queries anymore.
none	The CLI prompts for confirmation even when it's piped, which breaks our scripts.
none	The notification service sends the same push twice when the provider times out.
none	The sensor driver polls in a busy loop and blocks the main task for about 4 ms.
none	这个接口不带 token 的话会直接返回 401。
none	导出的 CSV 用 Excel 打开中文会乱码，因为没有 BOM。
none	现在的定时任务失败了不会有任何通知。
none	这个函数必须在主线程调用，不然会崩。
none	Redis 里有很多 key 没设过期时间，内存一直在涨。
none	小程序的包体积超过 2MB 就没法上传。
none	支付回调目前没做幂等，同一笔订单偶尔会入账两次。
none	这个表现在没有索引，所以查询很慢。
none	The parser must be choking on the BOM at the start of the file.
none	The memory leak is probably in the image cache, since it never evicts.
none	Something in the auth middleware must be eating the request body.
none	I bet the timeout comes from the DNS lookup, not the query itself.
none	The flaky test must depend on test order somehow.
none	It has to be the new nginx config, nothing else changed.
none	The consumer lag is likely because the batch size is too small.
none	The 502s must be coming from health checks failing during the deploy.
none	My guess is the firmware overflows the stack in the ISR.
none	That slowdown has to be the N+1 in the orders serializer.
none	The crash on Android 13 is probably the notification permission thing.
none	The duplicate emails must be caused by the retry on timeout.
none	Looks like the migration locked the users table for the whole deploy.
none	The frame drops are probably garbage collection spikes.
none	The numbers in the report must be off because of the timezone conversion.
none	应该是缓存没失效导致的数据不一致。
none	估计是连接池太小，所以高峰期接口超时。
none	The Terraform drift must be from someone clicking around in the console.
none	The build must be picking up an old version of the lockfile.
none	I suspect the websocket disconnects are the proxy idle timeout.
none	The CSV must have a stray quote somewhere around row 4000.
none	Probably the cron is running in the container's timezone, not UTC.
none	The drifting sensor readings have to be a grounding problem, not software.
none	The 401s are likely because the token refresh races with the request.
none	这个bug多半是时区问题。
none	The ticket says the export must include a VAT column.
none	The client wants every page to load in under two seconds.
none	According to the spec, the device must ACK every frame within 50 ms.
none	My lead says all migrations have to be reversible.
none	Security flagged that the upload endpoint should validate MIME types.
none	The linter complains that functions shouldn't be longer than 50 lines.
none	Apple's guidelines say the app must offer account deletion inside the app.
none	The PM said the cart should keep items for a week.
none	Legal told us that deleted users' data has to be gone within 30 days.
none	Sara mentioned that finance needs the report by 9am every Monday.
none	The Stripe docs say webhooks must be verified with the signing secret.
none	The RFC requires servers to ignore unknown headers.
none	The SRE wiki claims every alert is supposed to link to a runbook.
none	The design doc says the ingest service should never block on the database.
none	Per the contract, the API has to stay available 99.9% of the time.
none	The auditors want the audit log to be append-only.
none	The customer asked that invoices show their PO number.
none	Google Play says the target SDK must be 34 by August.
none	Marco insists that tabs are better than spaces.
none	In the code review, Priya said the repository layer shouldn't know about HTTP.
none	The README claims the CLI never prompts when stdin isn't a TTY.
none	The vendor's datasheet says the sensor must be polled no faster than 10 Hz.
none	PCI says we can't store the CVV at all.
none	The old team's convention was that every table had a deleted_at column.
none	产品说这个页面必须支持暗黑模式。
none	老板要求报表每天早上八点前发出去。
none	测试同学反馈说登录接口不应该返回具体的错误原因。
none	客户那边说导出的文件名必须带日期。
none	运维说生产环境的密钥必须从 Vault 读。
none	The accessibility audit says every button needs a visible focus state.
none	My manager thinks we should rewrite the scheduler in Go.
none	The issue reporter says the CLI should accept Windows paths.
none	The agency's style guide says headings must be sentence case.
none	The compliance email you saw earlier says backups must be encrypted.
none	The upstream maintainer said they won't accept PRs without tests.
none	According to the AWS docs, a Lambda invocation can't run longer than 15 minutes.
none	Jen's review comment says the cache must not serve prices older than five minutes.
none	The publisher requires the game to hold 30 fps on the base PS4.
none	The QA checklist says the app has to work offline on the reading screens.
none	The data team told me the warehouse tables are supposed to be UTC.
none	The architecture group chose Kafka for the event bus, so that's what we're stuck with.
none	Our CTO picked Azure before I joined.
none	Add a VAT column to the export in this PR.
none	For this run, point the ETL at the staging bucket.
none	Bump the timeout on the orders query to 5 seconds so I can see whether it finishes.
none	In this branch, change the profile handler to return 503 when the DB is down.
none	Rename the billing job to invoice-sync in the k8s manifests too, you missed those.
none	Can you strip the GPS data from the thumbnails in this worker?
none	Temporarily disable the rate limiter on the staging gateway so the load test can run.
none	Please fix the flaky test in scheduler_test.go.
none	Add a heartbeat to the websocket server in this change.
none	Skip the virus scan for this batch upload, they're our own test files.
none	Regenerate the files under gen/ after you update the template.
none	Drop the page size to 20 on the search endpoint while I debug.
none	Move the auth check above the body parser in server.ts.
none	Pin the base image in this Dockerfile to the current digest.
none	Turn on verbose logging in the firmware build just for this test.
none	Use the prod read replica for this one-off query.
none	Give the upload endpoint a 10 MB limit in this PR and we'll revisit it later.
none	Let the import overwrite the emails this one time, the source file is the corrected one.
none	Make the settings screen follow dark mode; that's the only change for this ticket.
none	Just for today's demo, hard-code the exchange rate to 1.08.
none	Write a migration that adds created_at to the orders table.
none	Add a down step to the migration you just wrote.
none	Re-index the search cluster tonight after the deploy.
none	Switch the Lambda to 1 GB of memory for this benchmark.
none	Comment out the CSRF check locally so I can test with curl.
none	In this fix, break leaderboard ties by timestamp.
none	Format the numbers in this report template with two decimals.
none	这次先把导出接口的超时调到60秒。
none	帮我把这个 SQL 改成参数化的。
none	把 staging 的定时任务先停掉，今晚要迁移数据。
none	这个 PR 里顺便把日志里的手机号脱敏一下。
none	先用测试库跑一遍这个脚本。
none	Update the trace header name in the gateway config to x-trace-id.
none	Try compiling the shader on the Vulkan backend and tell me what breaks.
none	Run the payments tests and show me which ones take the longest.
none	Give me a draft runbook for the disk-full alert.
none	Put a TODO on the retry loop and we'll deal with it next sprint.
none	Replace the print calls in utils.py with logger calls.
none	Change the report job's cron to 6am in the staging config.
none	Open this PR against the release branch.
none	Add rate limiting to the new password endpoint before we merge it.
none	Make the importer skip the bad rows in this file so we can get the rest loaded.
none	Wrap the Kafka write in a try block for now so the consumer stops crashing.
none	Bump the kiosk lock timeout to ten minutes on the demo unit.
none	Should the export endpoint return a 202 and email the file, or stream it directly?
none	Does the login endpoint need to hide whether the email exists?
none	Must every migration be reversible, or only the ones touching big tables?
none	What should the CLI do when the config file is missing?
none	Is it ok if the health check doesn't touch the database?
none	Should guest carts expire at all?
none	Do we need rate limiting on internal endpoints too?
none	How long should the password reset link stay valid?
none	Can the firmware allocate in the ISR if we use a static pool?
none	What happens if the consumer gets the same message twice?
none	Should the search endpoint cap results at 100 or 500?
none	Which timezone should the daily report use?
none	Does the save format have to stay compatible with 1.x?
none	Why does the scheduler sometimes run jobs twice?
none	Should errors go to stdout or stderr in the CLI?
none	Does the audit log need to be append-only for SOC 2?
none	Would it be bad if the cache served prices older than five minutes?
none	Is gzip support required on the ingest endpoint?
none	Are we allowed to use unsafe in the ffi module?
none	Can the webhook handler do the work synchronously, or is 3 seconds too tight?
none	登录接口需要限流吗？
none	金额用分存还是用 decimal 好？
none	这个报表应该按哪个时区出？
none	导出的文件是不是必须带 BOM？
none	为什么这个任务每次都要跑两个小时？
none	前端首屏必须两秒内吗，还是三秒也可以？
none	What's the max app size the App Store allows for cellular downloads?
none	Should the notification service dedupe by message ID or by content hash?
none	Must invoice numbers be gap-free, legally speaking?
none	How should the UI format dates for users in Japan?
none	Is the rate limiter supposed to fail open or closed?
none	Do the Android builds still need to support API 26?
none	Should I put the trace ID in the error body too?
none	What would break if we dropped the BOM from the CSV export?
none	Could the pipeline be made rerunnable for past dates?
none	Should the kiosk lock after two minutes or five?
none	Does the Lambda have to be under 250 MB even with layers?
none	Is there a reason the upload endpoint trusts the extension?
none	Who decided the API gateway should forward internal headers?
none	Shouldn't the save system write to a temp file first?
none	Is the event schema allowed to change a field's type?
none	The build should be green now that the lockfile is fixed.
none	The export should include the VAT column after your last change.
none	The migration should be reversible now, can you double-check?
none	The nightly job ought to finish before six tonight with the new index.
none	The flaky test should pass after the fake clock change.
none	That endpoint should return 503 now when the DB is down.
none	Memory usage should drop once the cache starts evicting.
none	The bundle should be under 50 MB with the assets moved to the CDN.
none	The webhook retries should stop now that we verify signatures correctly.
none	现在接口应该不会超时了。
none	The search results should come back sorted correctly after this patch.
none	The firmware should fit in flash again after removing the debug strings.
none	The Kafka lag should be back to zero within the hour.
none	The app ought to launch faster after lazy-loading the map module.
none	I might move the ETL to Airflow at some point.
none	It would be nice if the CLI had a --dry-run flag.
none	I wish the parser gave better error messages.
none	If we ever go multi-region, the session store will have to change.
none	Maybe the billing service should own invoices too, I'm not sure.
none	I'm torn between SQS and RabbitMQ for the notification queue.
none	We could cap the search page size at 100, but I haven't thought it through.
none	If the client agrees, the export might switch to Parquet.
none	I've been thinking about rewriting the scheduler in Rust.
none	Ideally the dashboard would load in under a second, but that's a dream.
none	In a perfect world every endpoint would have contract tests.
none	I'm considering dropping IE support but need to check the analytics first.
none	Perhaps the game server could validate moves, though it would cost CPU.
none	以后可能会把日志迁到 ClickHouse，还没定。
none	要是能把启动时间压到一秒以内就好了。
none	Part of me wants to switch the whole frontend to Svelte.
none	If latency gets worse, we may have to put a cache in front of the pricing engine.
none	Not sure yet whether the mobile app should support offline mode.
none	I usually run the full suite before pushing.
none	We used to deploy on Fridays until the incident last spring.
none	Last week I accidentally dropped the staging database.
none	I regret not adding monitoring to the ETL earlier.
none	My old team always rebased instead of merging.
none	I really must get some sleep after this deploy.
none	You should see the size of the backlog, it's terrifying.
none	My sister says I have to take a real vacation this year.
none	I need to call my landlord before five.
none	You must be tired of me asking about timezones by now.
none	I should really start going to the gym again.
none	My doctor told me I can't drink coffee after 2pm anymore.
none	今天必须早点下班，孩子生日。
none	I always listen to lo-fi when I'm debugging, it helps.
none	Thanks, that was exactly what I needed.
none	I have to pick up groceries on the way home.
none	That took way longer than it should have.
none	辛苦了，这个问题终于解决了。
none	I never write tests before lunch, my brain isn't on yet.
none	Honestly you should never trust a weather app in April.
"""
