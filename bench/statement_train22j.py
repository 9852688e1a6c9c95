"""Training sentences TRAIN_J for statement classification (rule / decision / none).

Written blind by a helper session: the author never saw the classifier, its code, its tests or any
other labelled set, and wrote every sentence from general knowledge of how people type to an AI
coding agent in a terminal (web backends, CLIs, data pipelines, mobile, infra, ML, games).
Voices are terse, plain and polite users; 68 of the lines are Chinese or mixed Chinese-English.
Labels follow the speaker's intent: rule = a standing instruction about how the work is to be done
from now on (including conditional and verbless forms); decision = the speaker or their team settling
a choice now, mostly of technology, design, naming or approach for one part of the project, said as
an imperative or short statement, including picks from listed options and corrections of an earlier
pick; none = everything else, notably one-off task steps that merely use a tool or value, questions
and comparisons, musings and open plans, choices or rules reported from others, project history,
regrets, habits, descriptions of what the code already uses or how it behaves, and chit-chat.
Counts: total 500, rule 40, decision 200, none 260;
hard negatives 253 (every none line except 7 pure chit-chat lines).
"""

TRAIN_J = """
decision	Switch the date pickers to the native input type=date.
decision	Use DuckDB for the ad-hoc reporting layer.
decision	Let's keep timestamps in UTC in the database and convert in the UI.
none	My cofounder wants to use Supabase for everything.
none	Could we use Litestream for backups, or is that risky?
none	The iOS app uses Core Data for persistence.
none	Use curl to hit the health endpoint and tell me what it returns.
none	this run 先用 staging 的 Redis。
decision	The inference server will be Triton.
none	Load the model checkpoint from epoch 12 and evaluate it.
none	What does this regex actually match?
none	I heard the Android folks chose Room for local storage.
none	We should probably discuss the ORM with the team before picking one.
none	组长说前端要用 React。
none	Open a PR with these changes once the tests pass.
decision	接口返回统一用 code、msg、data 三个字段。
decision	Pagination will be cursor-based, not offset.
none	I always run the full test suite before going to bed.
none	Why are we using Moment here when date-fns is already installed?
decision	Store the order amounts as integer cents.
none	Legal says we can't store card numbers at all.
none	用 Redis 做缓存会不会太重了？
decision	The mobile release train will run every two weeks.
decision	Keep the monolith and split out only the notifications worker.
decision	Let's host the docs on Cloudflare Pages.
none	Choosing microservices so early really slowed us down.
decision	We'll deploy the staging cluster on Hetzner.
decision	Switch the charting library to ECharts.
decision	HTTP client on httpx, async.
none	Build the Docker image with the --no-cache flag this time.
decision	Let's model the workflow as a state machine.
none	Our tests use Jest with ts-jest.
none	Let me think about whether we even need a message queue.
none	I regret not pinning the versions when we set this up.
decision	Server-rendered pages with htmx, no SPA.
none	Set a breakpoint on line 88 and step through it with the debugger.
none	还在犹豫用 Vue 还是 React。
none	Should have gone with SQLite, honestly.
decision	The physics will be Rapier.
none	I usually write the migrations by hand.
decision	Switch image storage from local disk to S3.
decision	推送服务用极光推送。
decision	Let's use Ruff for linting and formatting both.
none	这个接口返回的是分页数据吗？
decision	I'm going with Godot for the prototype.
decision	Make the sidebar collapse into a drawer on mobile.
none	How hard would it be to move CI to GitHub Actions?
none	Try the query with an index hint and compare timings.
none	Using floats for prices was the worst decision in this codebase.
none	The backend uses FastAPI with SQLAlchemy.
decision	Keep the REST API; GraphQL is off the table.
rule	Please stop adding emojis to your replies.
decision	Use WebSockets for the live updates, not SSE.
none	Squash these last three commits before I push.
decision	Name the new utilities package textkit.
decision	Auth tokens will be short-lived JWTs with a refresh token in an httpOnly cookie.
decision	We're settling on gRPC between the billing and ledger services.
none	I'll probably look at Dagster next quarter.
rule	Write commit messages in the imperative mood.
none	Not sure yet whether the plugin API should be async.
none	Use strace on the process to see which file it's stuck on.
decision	We're switching from Heroku to Fly.io.
none	重启一下 Nginx 试试。
decision	Use ONNX Runtime for the on-device inference.
decision	Nope, make it a dropdown instead of radio buttons.
none	Use the old login flow for this manual test.
decision	配置文件改成 YAML 格式。
rule	以后所有接口都要写注释。
decision	Settle it: Prettier defaults, no custom config.
decision	The cache key will be the tenant ID plus the request hash.
decision	OK let's use the third option, the sidecar container.
none	我们要不要把消息队列换成 Kafka？
decision	We're moving CI from Jenkins to GitHub Actions.
none	For this quick check, hardcode the tenant ID.
none	Metrics go to Datadog today.
decision	搜索用 Elasticsearch 做。
none	We had Elasticsearch at my last job and it was a headache to run.
none	Perhaps a state machine would make this workflow easier to reason about.
none	我一般周五下午才合并大的 PR。
decision	The Go service will use chi as the router.
none	Switch to the release branch, I need to cherry-pick something.
decision	We'll render the emails with MJML.
decision	Let's do authentication with Keycloak and plain OIDC.
none	Use jq to pull the error field out of that log file.
none	ClickHouse 和 Doris 哪个更适合我们的报表场景？
none	Which of the three options you listed has the least migration risk?
none	之前用的是 Jenkins，后来换成了 GitLab CI。
rule	变量命名统一用驼峰，别用下划线。
none	Send a test webhook to the local tunnel.
rule	From here on, use httpx rather than requests in any new code.
none	Regenerate the lockfile and see if the conflict goes away.
decision	Make the export CSV, not Excel.
decision	Sure, the enum approach, not the string constants.
none	For this benchmark, run it with 4 threads.
none	What happens if we use float32 instead of float16 for the vectors?
decision	Let's use Hypothesis for the parser's property tests.
decision	Go with Helm charts for the deployment manifests.
rule	Always show me the diff before you commit.
decision	Store the feature vectors as float16.
none	Install pandas in the venv so we can look at the CSV.
decision	Final answer: we ship the Electron version first.
decision	The game saves are going to be plain JSON files in the user data folder.
decision	我们决定日志统一走 Loki。
decision	Write-through caching for the product catalog.
rule	Never commit directly to main.
decision	Change the ORM to SQLAlchemy 2.0 style.
rule	新加的依赖一律写明版本号。
none	The other team went with Terraform Cloud instead of Atlantis.
none	Two years ago we picked React Native for the mobile app.
none	Is Biome mature enough to replace ESLint?
none	Upstream switched their default serializer to msgpack in 3.0.
decision	Make the background sync a WorkManager job on Android.
none	Our Dockerfiles are based on Alpine.
decision	Switch tokenization to SentencePiece.
none	I might try Bun for the scripts when I have a free afternoon.
none	Let's see what happens if the page size is 500.
none	Ana is out tomorrow, so the billing bug will have to wait.
none	Something like Meilisearch might be nicer than our LIKE queries.
decision	We'll do the A/B assignment server-side with a hash of the user ID.
decision	The settings screen is going in a modal, not a separate page.
none	A two-tower model could be interesting for ranking, just an idea.
decision	Fine, Docker Compose for local dev.
decision	For the game loop, fixed timestep at 60Hz.
none	Our security folks require Argon2 for password hashing, according to the wiki.
decision	Let's send file uploads through presigned URLs straight to the bucket.
decision	缓存就用 Redis。
none	Run the migrations against my local Postgres first.
decision	Logging on structlog with JSON output.
none	Apparently the client wants everything hosted on Azure.
none	The build is probably failing because of the new lockfile.
none	Images are stored on the local disk of the app server.
decision	The parser will be generated with tree-sitter.
decision	Switch the job queue over to RabbitMQ.
decision	Go with msgpack for the wire format.
decision	Leaderboard on a Redis sorted set.
none	It'd be cool to try WGSL shaders someday.
none	We tried Celery in the first version and it was painful.
none	Connect through the office VPN profile before you hit that host this time.
decision	Let's name events as object_action, like invoice_paid.
decision	日期处理用 dayjs。
none	Possibly NATS, possibly Redis streams, I haven't looked closely.
decision	Migrations will run through Flyway.
decision	The training runs will track experiments in MLflow.
decision	The C++ build will be CMake with presets.
none	Would a bloom filter give too many false positives for the crawler?
rule	Use conventional commit prefixes like feat and fix for every commit.
decision	Go with exponential backoff and full jitter for the retries.
decision	The ranking model is going to be a two-tower network.
decision	We'll shard the events table by month.
none	We replaced Jenkins back in March.
none	Kick off a full reindex on staging tonight.
none	I don't know enough about Temporal to have an opinion yet.
none	Good morning, let's pick up where we left off yesterday.
decision	Parquet for the intermediate files in the pipeline.
none	Ugh, the tests are flaky again.
none	The config loader expects the file to be TOML.
decision	Use LightGBM for the churn model.
none	Torn between Svelte and Vue for the admin panel.
rule	不要直接往 master 分支推代码。
none	Should feature flags live in the database or in a service like Unleash?
none	We switched to pnpm last year after the disk space issues.
none	What if we switched the queue to RabbitMQ?
none	Is it a bad idea to put the shared types in their own crate?
none	The contractor built the admin panel with Retool.
none	先拿 1% 的日志跑通流程再说。
decision	SQLite it is for the local cache.
none	Right now the frontend is a create-react-app project.
decision	Make the queue consumer ack only after the write commits.
none	We might end up sharding the events table if it keeps growing.
rule	Stick to the standard library for the CLI helpers unless I say otherwise.
decision	算了，还是继续用 MySQL。
rule	Every new endpoint needs a test, no exceptions.
decision	Secrets will live in Vault.
decision	鉴权用 JWT，过期时间设成 15 分钟。
rule	When a function gets a new parameter, give it a default so old callers keep working.
rule	When you rename something, update the docs in the same commit.
none	One option would be to cache the catalog with write-through.
none	Would Godot or Unity be quicker for a 2D prototype?
decision	还是用第一个设计吧，别拆微服务了。
none	Take your time, no rush on this one.
decision	Go with Biome instead of ESLint plus Prettier.
decision	Let's use Litestream to back up the SQLite file.
decision	I'm going with Lisbon for the offsite.
decision	Use Bun as the runtime for the scripts folder.
decision	The mobile app is going to be Flutter.
decision	前端用 Vue 3 做，不用 React 了。
decision	The data warehouse will be BigQuery.
decision	The UI kit will be shadcn/ui.
none	Restart the Redis container and try again.
decision	Option B, but without the extra cache layer.
decision	Let's resize images on upload rather than on request.
decision	The ML features will be computed in Polars.
none	Remind me what we named the staging bucket.
none	I tend to use vim for quick edits.
decision	Make the retry limit five.
none	Apply the patch from the issue and see if it fixes the crash.
none	The ETL runs on Airflow 2.7.
decision	Actually make the migration a separate deploy step, not part of app startup.
none	Try it with Node 18 just to see if the error goes away.
decision	Tests for this package go with pytest, not unittest.
none	That module was ported from CoffeeScript in 2019.
rule	Keep your answers short unless I ask for detail.
decision	Translations in ICU message format.
none	Sessions are currently stored in Redis.
none	Try Chrome instead of Safari to see if it's a browser thing.
decision	Keep the tabs, drop the accordion.
none	Is it worth moving from Heroku to Fly.io for the price alone?
decision	OK，CI 改用 GitLab CI。
none	Stub out the email sender in this test.
none	切到 dev 分支，把最新代码拉下来。
none	Use Wireshark to capture what the device is sending.
rule	Don't use print for debugging in committed code; use the logger.
decision	部署就放在阿里云的 ACK 上。
decision	Make the thumbnails WebP.
decision	Webhooks will be signed with HMAC-SHA256.
none	Switch to the feature/payments branch and pull.
rule	From now on, always use pytest fixtures instead of setUp methods.
decision	We'll host the frontend on Vercel.
none	现在后端用的是 Spring Boot。
none	Use the mock server for this test run since the real one is down.
none	Last sprint we moved the CI from Travis to GitHub Actions.
none	Is Kafka too heavy for the clickstream events?
decision	定时任务用 xxl-job 来做。
none	Dave told me the mobile team is moving to Kotlin Multiplatform.
none	Rerun the failing test with verbose output.
rule	Always use parameterized queries, never string-formatted SQL.
none	Add a TODO there and we'll come back to it.
decision	We'll use Kafka for the clickstream events.
none	Any idea if Axum supports WebSocket upgrades out of the box?
none	This repo already uses Ruff for linting.
none	Rename this variable in this function only, it's confusing.
decision	Go with Postgres for the orders service.
none	Would ClickHouse be a better fit than Postgres for these analytics queries?
none	Do you think gRPC is worth it between just two services?
none	Bump the timeout to 60 seconds while we investigate.
none	We talked about Kafka in standup but nobody had strong opinions.
decision	Move the cron jobs to a Temporal workflow.
none	I haven't made up my mind about Auth0 versus rolling our own login.
none	Format this file, the indentation is all over the place.
none	Use my personal GitHub token for this one push.
decision	the state management 就用 Pinia 吧。
decision	模型训练用 PyTorch Lightning。
none	Is LightGBM or a neural net more likely to win on this tabular data?
none	I was half considering switching to Nix, but it seems like a lot.
none	The designer wants the settings in a modal.
decision	The CLI will use clap with derive macros.
none	Does it make sense to version the API in the URL or in a header?
none	Can Flutter handle the Bluetooth stuff we need?
none	The CLI is built on argparse, nothing fancy.
none	We probably shouldn't have written our own ORM.
none	Delete the node_modules folder and reinstall.
decision	Let's go with ClickHouse for the analytics tables.
none	Is there any reason not to use SQLite for the local cache?
none	The worker pulls jobs from an SQS queue.
none	Would Celery or RQ be easier to run for a small team?
none	The data science group settled on MLflow, I think.
none	去年我们从 MongoDB 迁到了 MySQL。
none	Use the seed 42 for this experiment so I can compare.
none	Run the linter on just the src/api folder.
decision	Give the recommendation service its own Postgres schema.
decision	Monitoring: Prometheus plus Grafana.
decision	We'll keep Python 3.11 for now and not bump to 3.13.
decision	Correction: call the new table subscriptions, not plans.
decision	Package management moves to uv.
decision	We decided to store embeddings in pgvector rather than a separate vector DB.
decision	Background jobs: Sidekiq.
rule	No semicolons in the TypeScript files.
none	为什么这里用 dayjs 不用 moment？
none	The retry decorator gives up after three attempts.
none	Which reverse proxy would you recommend, Caddy or Nginx?
none	Let me check 一下 prod 的配置再说。
none	以后可能会迁到 Kubernetes，不过还没定。
decision	我们定了，用户表主键用雪花 ID。
decision	Let's put the shared types in a separate crate called core-types.
decision	RPC 框架选 Dubbo。
none	Must the webhook signature be checked before parsing the body?
rule	Whenever you add a dependency, pin the exact version.
none	How does Zustand compare to Redux Toolkit for a mid-size app?
none	Convert this one notebook to a script so I can run it on the server.
none	Should the user ID be a UUID or an auto-increment integer?
none	What are the pros and cons of Temporal versus plain cron?
none	Hmm, interesting, I didn't know Redis could do that.
decision	I settled on Axum for the web layer.
none	这次先连测试环境的数据库跑一下导入脚本。
none	Product decided the export should be Excel, not CSV.
none	Originally the app used MongoDB, then we migrated to Postgres in 2022.
none	日志目前是写到本地文件里的。
none	My manager said we must squash commits before merging.
decision	Terraform for the infra, no more clicking around in the console.
none	Suppose we moved to per-tenant databases, how would migrations work?
none	Maybe we switch to Postgres later if SQLite starts choking.
decision	Embeddings from the bge-small model, it's good enough.
none	Show me every place where we call the payments API.
none	用 pdb 在这里打个断点看看。
decision	Wait, revert to the first schema design, the normalized one.
decision	We'll use Stripe Checkout rather than building our own payment form.
decision	Use Testcontainers for the repository integration tests.
none	This function must return a list or the caller crashes.
none	That endpoint returns cursor-based pages.
decision	Let's use Bazel only for the backend, not the web app.
none	Fix the typo in the README heading.
decision	Let's use a bloom filter for the seen-URL check in the crawler.
decision	Use Playwright for the end-to-end tests.
none	The cache key has to be unique per tenant or the data leaks between them, that's how it's designed.
decision	I'm keeping the old endpoint alive until the mobile clients migrate.
decision	The admin panel will be built with Django admin, nothing custom.
rule	If a test is flaky, mark it and tell me instead of deleting it.
none	Which is faster for this workload, Parquet or Feather?
none	At some point it might be nice to have per-tenant databases.
none	Auth is handled by Firebase at the moment.
none	GORM 和 sqlx 有什么区别？
none	Imagine if the whole thing were serverless, would it be cheaper?
decision	Let's route config loading through pydantic-settings.
none	Use the staging database for this run.
none	Use the sandbox Stripe account for this demo.
none	Still undecided on the primary region.
decision	I'm choosing Nix for the dev environment.
rule	Don't touch the generated files under proto/gen.
none	Why does the worker hang when the queue is empty?
rule	以后提交代码前都要先跑一遍单元测试。
none	Use the test API key for now, I'll give you the real one later.
decision	Error codes will be strings like ORDER_NOT_FOUND, not integers.
none	Profile the endpoint with py-spy and show me the flame graph.
decision	Use SwiftData for persistence in the iOS app.
decision	Use Alembic for the schema migrations.
decision	Make the default page size 50.
none	Sarah decided to use Tailwind for the marketing site.
rule	回答我的时候请用中文。
rule	Never log tokens or passwords, not even at debug level.
decision	The worker pool is going to be Tokio tasks rather than OS threads.
none	这个测试里先 mock 掉短信接口。
decision	监控就上 Prometheus 加 Grafana。
none	Run the notebook top to bottom and tell me where it fails.
none	辛苦了，今天先到这里。
none	The vendor's SDK uses Retrofit under the hood.
none	The infra team standardized on Helm a while ago.
decision	Let's handle uploads with tus for resumability.
none	My lead says we're going with Postgres for the orders service.
none	Should we keep the monolith or split it?
decision	Let's do blue-green deploys for the API.
none	Grab the latest schema from prod and diff it with ours.
decision	We picked Sentry for error tracking.
rule	Keep functions under fifty lines going forward.
none	Part of me wants to rewrite the parser in Rust.
none	I'm going to look at the logs after lunch.
none	Should we use Postgres or MySQL for the orders service?
decision	Go with the second approach you listed, the one with the adapter layer.
decision	Use Cobra for the Go CLI commands.
none	Should I be using pgvector or a dedicated vector database?
rule	Explain your changes in plain language at the end of each task.
none	Can you use a fixture in this test instead of building the user inline?
none	Use a smaller sample of the dataset while we debug this.
none	运维那边选了阿里云，我们只能跟着用。
none	The game currently renders with SDL2.
none	Tail the worker logs while I trigger the job.
decision	Replace the hand-rolled parser with a nom-based one.
none	Can you rewrite this loop with a list comprehension?
none	Point the script at the January export this time.
none	Did we ever write down why we chose Sidekiq?
rule	Before pushing, always rebase on the latest main.
decision	Let's go with Jotai for the editor's local state.
none	Use a temp directory for this test's output.
decision	Let's name the feature flags with a team prefix, like payments.new_checkout.
decision	Make the rate limiter a token bucket.
decision	就用方案二吧。
none	I wish we had picked Postgres from the start.
rule	No force pushes to shared branches.
decision	Frontend state goes in Zustand, not Redux.
none	I've been wondering if htmx would be enough for this app.
none	Do we really need Kubernetes for three services?
decision	Let's make eu-west-1 the primary region.
none	Can you compare Vite and webpack for our setup?
decision	ok, go with Celery then.
none	Export the table to CSV so I can look at it in a spreadsheet.
rule	Keep the public API backwards compatible; deprecate before removing.
rule	Don't run migrations against prod without asking me first.
none	We used to deploy with Capistrano.
none	Walk me through the deploy script.
none	What's the tradeoff between cursor and offset pagination here?
none	Most mornings I start by reading the error dashboard.
decision	The audio engine will use miniaudio.
none	早知道一开始就用 TypeScript 了。
decision	Go with per-tenant databases.
decision	Use Auth0 for the consumer login.
none	Use the small GPU box for this training run.
rule	Tabs for indentation in the Go code, spaces everywhere else.
decision	Make the API versioned in the URL path, /v1 and so on.
decision	Go with the simpler one, no plugin system for now.
decision	The notification preferences will be a JSONB column on the users table.
decision	Drop Moment, keep date-fns.
rule	Always run the linter before you tell me something is done.
decision	消息队列改用 Kafka。
decision	Use Caddy as the reverse proxy.
none	Deploy this branch to the preview environment.
decision	We're going with Dagster for the ETL orchestration.
rule	Never hardcode secrets; read them from environment variables.
decision	数据库定了，用 PostgreSQL。
none	In hindsight, GraphQL was a mistake for this API.
decision	Make the user ID a UUIDv7.
decision	Let's call the service ledger-api from the next release on.
decision	Let's go with 方案 A，先不做读写分离。
decision	Actually, make the config format TOML instead of YAML.
decision	Option 2, the event-sourced version.
decision	分页改成游标分页。
none	Temporarily disable the flaky test so we can merge the hotfix.
none	How do people usually handle resumable uploads, tus or multipart?
none	According to the ticket, the customer picked option 3.
none	The library only works with Python 3.10 and up.
none	Use git bisect to find which commit broke the build.
none	Paste the stack trace here.
none	Try ripgrep instead of grep here, it's faster for this search.
none	Use the replica for this heavy report query so we don't load the primary.
none	Use the 7B model for this evaluation pass to save time.
decision	We're going to bill per seat, monthly.
none	可能下个月再考虑换 pnpm。
none	Explain how the refresh token flow works in this code.
none	That's a really clean solution, thanks.
decision	The design system tokens go in a JSON file and get compiled with Style Dictionary.
none	Drop the test database and recreate it.
decision	Actually let's not use Redis there; an in-process LRU is enough.
none	Thanks, that fixed it.
none	Should retries use jitter?
decision	Let's use Traefik for ingress.
decision	这个服务用 Go 写。
none	Check out the tag v2.3.1 and build it.
decision	Let's go with a hexagonal layout for the domain code.
none	Add a print statement there so we can see the payload.
decision	Run the scheduler as Kubernetes CronJobs.
decision	ORM 用 GORM。
rule	Comments in English, please, even in the Chinese modules.
none	Spin up a throwaway EC2 instance to reproduce the bug.
decision	Switch the model from XGBoost to a plain logistic regression; interpretability wins.
none	帮我把这段代码里的魔法数字提成常量。
decision	小程序端用 uni-app。
none	I guess the memory leak is in the image resizer.
none	We could maybe use DuckDB for reporting, I need to read up on it.
none	Should the export be CSV or Excel, what do users usually expect?
decision	Let's split the frontend into three route-level chunks.
none	The pipeline writes Parquet partitioned by date.
decision	Feature flags through Unleash.
decision	Search will use Meilisearch.
none	Just comment out the cache call for now so we can see if it's the culprit.
none	测试那边定了用 JMeter 做压测。
none	The first prototype was written in Unity.
none	I need to think about the database some more before we commit to anything.
decision	Stick with npm; no pnpm migration.
none	把这个 SQL 的执行计划打出来我看看。
decision	Let's vendor the protobuf definitions into the repo.
decision	We're locking the API contract with OpenAPI 3.1 and generating the clients.
none	能不能对比一下 Dubbo 和 gRPC？
decision	Store the coordinates as PostGIS geography.
none	Eventually I'd like to get rid of the Jenkins server.
rule	Prefer composition over inheritance in this codebase.
none	Use Postman to replay that request with the header removed.
none	Back in the day this service ran on Heroku.
none	If the budget allows, we could move to managed Kafka next year.
none	Use the emulator with API level 34 for this check.
none	Check whether the cron job ran last night.
decision	Scratch that, keep the monorepo.
none	Nice, the build is green now.
decision	Use Zod for validating the form payloads.
decision	Dedup on the composite key of source and external_id.
decision	图片存储改用 OSS，不放本地磁盘了。
decision	Shaders in WGSL, we're targeting wgpu.
decision	Go with NATS for the internal pub/sub.
none	Give me a quick summary of what this module does.
rule	Use type hints on every public function from now on.
none	The benchmark showed Polars was about four times faster than pandas on our data.
none	Let's run the load test at 500 requests per second first.
rule	Don't reformat files you aren't otherwise changing.
none	If we used Redis here, would the latency actually improve?
none	I'm leaning toward Flutter but I want to see a benchmark first.
decision	API 文档用 Swagger 生成。
none	我在考虑要不要用 Go 重写这个服务。
none	The platform team picked Kafka for the event bus, so we have to live with it.
none	I'm thinking about moving the docs to Cloudflare Pages at some point.
none	Copy the prod env file to .env.local for this debugging session.
decision	Hmm, no, make it Thursday's release instead of Tuesday's.
none	Downgrade the SDK to 4.2 and rebuild, just to test the theory.
decision	Use the repository pattern for the data access layer.
rule	Any time you touch the schema, add an Alembic migration.
decision	Hash the passwords with Argon2id.
decision	Go with soft deletes on the accounts table.
decision	Use Redis for the session store.
none	Would it break anything if the user ID became a UUID?
none	Initially the game used Box2D for physics.
decision	Use Kotlin coroutines for the networking layer.
none	Reading the Tokio docs to understand the runtime better.
none	What would it take to switch the ORM to SQLAlchemy 2.0 style?
none	The CTO chose Go for all new services last month.
decision	I'm picking FastAPI for the new ingestion endpoint.
none	I keep going back and forth on Tailwind.
decision	Let's go with Vite for the build.
decision	包管理换成 pnpm。
none	Is Redis overkill for the session store?
rule	Ask me before installing any new package.
decision	I've decided the plugin API will be synchronous only.
decision	We're going with Tailwind for the dashboard styling.
none	No idea yet which hosting provider is best; I want to see the quotes first.
none	这个字段必须非空，否则下游的 SQL 会直接报错。
"""
