"""Training sentences TRAIN_P for statement classification (rule / decision / none).

Written by a helper session that never saw the classifier or any other labelled set, from its own knowledge.
Voices: developers typing to a coding agent (bare imperatives, "we'll"/"let's" forms, past choices, corrections) plus some chat between friends; about 15% Chinese or mixed.
Domains: web backends, CLI tools, data/ML, infra, mobile, games, embedded, home automation.
Hard negatives: one-off steps that name a tool or value for the current task only, unsettled plans, questions, advice, rules or choices reported from others, tool behaviour, regrets.
Counts: total 510, rule 122, decision 193, none 195.
"""

TRAIN_P = """
rule	When in doubt, prefer the boring technology.
decision	The in-game scripting language will be Lua.
decision	我们已经定了，下个月搬去杭州。
decision	把 MongoDB 换成 Postgres。
decision	We've decided to keep Python 3.11 as the minimum supported version.
decision	Model prices as integer cents.
none	Use the test card number for this checkout.
decision	Serve the model with Triton.
decision	Metrics go through Prometheus with dashboards in Grafana.
none	lol the build is green for once
decision	The thermostat control will be a PID loop.
none	We're going to need more disk on the build box.
rule	Wrap every third-party API call in a timeout.
none	We'll probably need a cache eventually.
none	Fix the typo in the README.
none	Why does the CI keep timing out on the arm runner?
decision	The board will be an ESP32-C3.
decision	We're going with OpenSearch for the log search.
decision	订单号用雪花算法生成。
decision	图片存到 OSS，不放本地磁盘。
decision	We'll use SQLAlchemy 2.0 with the async engine.
none	What should we call the new service?
rule	Keep your answers short unless I ask for detail.
none	我们下午再看日志。
none	Run the migration against my local db first.
rule	Don't catch bare exceptions.
none	The thermostat overshoots by about two degrees.
rule	Check the return value of every malloc in the C code.
decision	Dedup the crawl with MinHash LSH.
decision	We'll orchestrate the pipelines with Dagster.
none	We're going to demo the prototype on Friday.
none	My sister is moving to Lisbon.
none	Let's rerun the failing test with -vv.
decision	Levels are authored in Tiled and loaded from TMX.
none	My brother quit his job last week.
decision	网关我们用 Go 重写。
rule	新增依赖之前先问我。
decision	Chunk the documents at 512 tokens with 64 overlap.
decision	训练框架用 PyTorch Lightning。
none	Should we use Kafka here or is that overkill?
none	Kafka 和 RabbitMQ 哪个更适合我们？
decision	TOTP for the second factor.
rule	Every public API change needs a changelog entry.
none	Sorry, I meant the other file.
rule	Squash-merge all PRs.
rule	Every Terraform resource needs owner and cost-center tags.
rule	Schema changes go through the migration tool, never by hand in psql.
rule	Whenever you touch a migration, update the schema docs too.
none	Try a learning rate of 3e-4 and rerun.
none	Add a print here so we can see the value, we'll remove it later.
none	用我的 token 测一下 webhook。
none	We'll look at the logs after lunch.
rule	The game update loop must stay allocation-free.
none	We'll pair on the auth bug tomorrow.
decision	Spark is overkill here; we'll do it in pandas.
decision	The notifications module gets its own database.
none	当初要是选 Postgres 就好了。
decision	这个仓库就叫 atlas-web 吧。
decision	Embeddings come from all-MiniLM-L6-v2.
decision	Transactional email goes through Postmark.
decision	Name the package acme-core.
decision	Rerank the top 50 with a cross-encoder.
rule	Type hints on every public function, please.
none	Resize these screenshots to 800 px wide.
decision	On second thought, use Postgres for the queue too and skip RabbitMQ.
rule	Never store floats for money, anywhere.
decision	Use a ring buffer for the UART receive path.
decision	Output defaults to JSON, with a --table flag for humans.
none	The relay clicks twice when the garage door opens.
decision	Forms use react-hook-form with zod schemas.
rule	Feature flags must be removed within two sprints of full rollout.
rule	Each PR should do exactly one thing.
decision	Package the services as Helm charts.
rule	Two spaces for YAML indentation, never tabs.
decision	Payments via Stripe Checkout, we're not building a custom card form.
none	Pass --dry-run this time.
none	Open a shell in the db container.
decision	We'll use UDP with our own thin reliability layer.
none	用 curl 测一下这个接口。
none	Point the app at the staging API while I test.
decision	Use envelope encryption with KMS for customer secrets.
decision	I moved to Berlin last spring.
none	haha same
none	The ESP32 has two cores.
decision	We decided to buy the house in Leiden.
none	We'll need to restart the container after this.
none	I'll take a look at the PR tonight.
decision	The firmware talks to the hub over MQTT.
rule	don't explain the code unless i ask
decision	Addresses get their own table.
none	Redis evicts keys when it runs out of memory.
none	Let's see what the profiler says.
decision	Nomad instead of Kubernetes, the team is too small for k8s.
decision	The game loop runs on a fixed 60 Hz timestep with interpolated rendering.
decision	drizzle instead of prisma, it's lighter and the queries are readable
decision	The API will use cursor-based pagination.
rule	Validate all user input at the API boundary.
none	Always-on logging is fine for this debugging session.
decision	Build the images with Cloud Native Buildpacks, no Dockerfiles.
none	Spin up Postgres 16 in a container and see if the test passes.
none	The API must return 201 here according to the spec, but it returns 200.
decision	我们决定用 Postgres 做主库。
none	Run it once with 4 workers to compare.
decision	Let's do the tablet app in Flutter.
rule	Whenever you rename a public function, leave a deprecated alias for one release.
rule	Keep lines under 100 characters.
rule	Run the full test suite before every commit.
rule	函数别超过 80 行。
decision	The CLI reads its config from ~/.config/tidy/config.toml.
rule	Don't abbreviate variable names.
rule	Log every training run to MLflow with its full config.
decision	I sold the car, biking everywhere now.
decision	Sign the session cookies with HMAC-SHA256.
decision	GraphQL for the mobile backend-for-frontend.
decision	We'll manage the cloud resources for this project with Terraform.
rule	No TODO without a ticket number next to it.
none	Use pdb to step through this function.
none	Use my personal token to test the webhook.
none	Set the log level to debug until we find this.
decision	We're going with CalVer for release numbers.
decision	消息队列选 Kafka。
decision	we're switching to the cheaper gym plan starting next month
rule	Use the design tokens; no hard-coded hex colors.
rule	You should never push tags without my okay.
none	Use curl to hit the health endpoint and tell me what it returns.
none	This commit must not include the lockfile changes.
rule	Parameterized queries only, never string-built SQL.
decision	Sandbox third-party plugins in WASM.
decision	Build the firmware with PlatformIO.
none	要不要换成 Redis？还没想好。
none	Bob said we should always squash commits.
decision	Use DuckDB for the ad-hoc analytics layer.
rule	Don't summarize what you did at the end, I can read the diff.
rule	Store all timestamps in UTC, no exceptions.
none	The build always fails on Fridays, weirdly.
none	Nice catch!
decision	Enemies path with A* on a navmesh.
decision	Encrypt the PII columns with AES-256-GCM.
decision	Traefik handles ingress on the cluster.
none	My laptop fan sounds like a jet engine.
none	Is Argon2 actually slower than bcrypt?
rule	Please always ask before running migrations against shared databases.
rule	Commit messages follow Conventional Commits.
rule	In the firmware, no heap allocation after init.
decision	本地缓存用 Caffeine。
rule	Every sensor reading gets a unit in its field name.
rule	Migrations must always be reversible.
decision	Transcoding runs ffmpeg in a separate worker pool.
none	Which one is faster for this, DuckDB or polars?
none	Push this branch to my fork.
decision	Config goes in TOML, not YAML.
decision	Rename the service to billing-gateway.
rule	Don't add new dependencies without asking me first.
decision	日志收集上 Loki，不用 ELK 了。
none	For this run, ignore the warnings and just get it compiling.
none	Wow, zstd really is fast.
none	Did you end up moving?
none	We'll deploy this tomorrow morning.
decision	Websockets for the live dashboard, no polling.
none	Congrats on the new job!
rule	No emoji in commit messages pls
decision	Thumbnails get generated on upload, not on request.
none	Comment out the flaky test for now so I can see the rest.
decision	We'll host the marketing site on Cloudflare Pages.
none	Don't push yet.
none	Run the benchmarks on the big box tonight.
none	Use grep to find every caller of parse_date.
decision	We'll 用 Nginx 做反向代理。
none	Flash the firmware onto the test board.
none	谢谢，搞定了！
decision	Use Zigbee for the door sensors, not wifi.
rule	Reach for the standard library before adding a package.
decision	Save games are serialized as MessagePack.
none	我同事说必须用 Java。
decision	Kafka for the clickstream ingestion.
rule	const by default, let only when you actually reassign.
decision	The scheduler gets its own service.
decision	Retries use exponential backoff with jitter, capped at five attempts.
none	List the pros and cons of Nomad versus k3s for us.
decision	Train the churn model with LightGBM.
decision	Actually, make it MySQL, the hosting provider doesn't offer Postgres.
none	I always leave my keys in the door, it drives my wife nuts.
none	Use port 8081, 8080 is taken on my machine right now.
rule	Every container image must run as a non-root user.
none	People usually store money as integer cents.
none	Could be worth trying HNSW later if recall drops.
rule	遇到不确定的地方先问我，不要自己猜。
decision	配置文件改成 YAML 格式。
decision	I picked Bun as the runtime for the build scripts.
decision	Use Server-Sent Events for the notification feed.
rule	Every endpoint needs at least one integration test.
decision	后端 API 用 FastAPI 写。
decision	定时任务交给 XXL-Job 调度。
rule	When you add an env var, document it in .env.example.
decision	App secrets live in Vault.
decision	Scratch that, store the files in GCS.
decision	我决定辞职了，下个月走。
rule	Going forward, put every SQL query in the queries/ folder, not inline.
none	Draft a comparison of Meilisearch and Typesense.
decision	Localization will use Fluent files.
none	这个函数在哪些地方被调用了？
rule	Use kebab-case for all CLI flags.
decision	Store the images as WebP.
rule	以后改表结构都要先写迁移脚本。
decision	Instrument the services with OpenTelemetry for tracing.
none	Use the prod read replica to run this report once.
decision	Drop the XML export entirely, nobody uses it.
decision	The leaderboard lives in a Redis sorted set.
rule	每次提交前先跑一遍 lint。
rule	以后都用中文回复我。
decision	前端就用 Vue 3 吧。
none	Sign this one commit with my GPG key.
none	Kafka was chosen before I joined, so I have no idea why.
none	GitHub Actions bills macOS minutes at 10x.
none	The model starts overfitting after epoch 3.
rule	Never publish MQTT messages with retain=true unless it's a state topic.
decision	Serialize the domain events as protobuf.
none	Use Chrome devtools to see which request is slow.
rule	Never commit directly to main.
decision	Let's go with magic links, no passwords at all.
rule	Use early returns instead of nesting ifs.
decision	Use Argon2id to hash the user passwords.
decision	I finally quit my job at the agency.
none	用 grep 找一下所有调用的地方。
rule	Always 用参数化查询，不要拼 SQL。
rule	If you're not sure how an API behaves, say so instead of guessing.
none	Tail the worker logs for a minute.
none	Is it bad practice to keep config in JSON?
rule	Always run the linter before telling me you're done.
rule	Never look at the test split while tuning.
rule	When you reference code, cite the file and line.
decision	We've settled on JWTs with 15-minute access tokens and rotating refresh tokens.
rule	以后写 Go 代码，error 一定要处理，不许用 _ 忽略。
decision	Internal services authenticate with mTLS.
none	The access token has to be refreshed every hour.
none	Zigbee devices need a coordinator to pair with.
none	You should really try uv, it's fast.
rule	Give me code first, explanation after, and keep the explanation to a few lines.
decision	Collision detection will be swept AABB against the tile grid.
none	你周末有空吗？
none	We'll probably use Redis, not sure yet.
none	这次先跳过 lint。
none	Use the mock payment provider for today's demo.
decision	定了，移动端用 Flutter。
none	Do you think I should quit?
none	Install httpx in the venv.
none	We'll use Wireshark to see what the board is actually sending.
rule	Pin every dependency to an exact version.
rule	Name feature branches feat/<ticket>-<short-slug>.
none	Restart nginx.
none	Don't merge this PR until Sam has looked at it.
none	Netflix uses Cassandra for this kind of workload.
decision	Store the calibration constants in the last page of flash.
none	Thanks, that fixed it!
rule	All new Python code must pass mypy --strict.
none	The vendor requires TLS 1.2 or higher.
none	ok
rule	Error responses to clients must never include stack traces.
none	Maybe we go with Svelte, let me sleep on it.
none	We'll talk about the database choice on Monday.
rule	Docstrings in Google style.
none	Revert the last commit.
decision	Store the dependency graph as an adjacency list.
decision	I chose MIT for the license.
none	Open the Dockerfile and show me the base image line.
decision	Make the primary keys UUIDv7 instead.
decision	状态管理用 Pinia。
decision	The event bus is NATS JetStream.
decision	Airflow is out; we're going with Prefect.
rule	Every new table gets created_at and updated_at columns.
decision	We'll do CLI login with the OAuth device flow.
none	Could we use protobuf here? Just wondering.
none	I hate YAML.
none	Hash this string with sha256 and paste the output here.
none	模型在第三个 epoch 之后就过拟合了。
none	I'm torn between Flutter and React Native.
none	Maybe we'll rewrite it in Rust someday, who knows.
rule	Don't mock the database in integration tests.
decision	OTA updates use an A/B partition layout.
rule	When a CI job fails, read the whole log before guessing at a fix.
none	I should have used a proper queue instead of cron.
decision	Store user uploads in S3, not on the app server's disk.
none	Bump the timeout to 30 seconds just for this run.
none	I'm going to grab the logs from the pod.
none	Can you check whether argon2-cffi is installed in the venv?
none	I always forget to activate the venv.
none	You might want to use a ring buffer there.
decision	Passkeys are the primary login method.
none	Django uses PBKDF2 by default.
none	The previous team picked MongoDB for some reason.
none	Generate a quick plot of the loss curve.
none	重启一下容器。
none	I'm thinking about switching to Neovim but haven't yet.
decision	Auth will be handled by Keycloak.
none	Kill the dev server on port 3000.
none	帮我看看这个报错什么意思。
decision	Use HTMX for the admin pages instead of a SPA.
none	Ship it.
none	这个 token 每小时要刷新一次。
decision	Let's move CI over to GitLab.
decision	Use uv to manage the Python environment.
rule	No blocking calls inside interrupt handlers.
none	The firmware has to poll the sensor because there's no interrupt pin.
none	I never remember the tar flags.
rule	Use the logger, never print, in library code.
rule	Only deploy to production during business hours.
decision	Quantize the on-device model to int8.
decision	SwiftUI for the new settings screen.
none	Stripe Checkout doesn't support that currency.
rule	Always hash passwords with Argon2, never roll your own scheme.
decision	The garage door goes through a Shelly relay.
decision	Move the session store to Redis.
none	Try it with SQLite just to see if the query even works.
none	Stripe returns amounts in the smallest currency unit.
none	My lead says everything has to be Java.
none	跑一下这个测试看看。
none	Check whether the Zigbee coordinator is still online.
decision	We'll write the Android client in Kotlin with Jetpack Compose.
none	Use the staging key for this test run.
rule	Seed every random generator in experiment code.
rule	以后提交信息都用英文写。
none	In hindsight the microservices split was premature.
decision	Correction: the service is called order-sync, not order-service.
decision	We're going to use Redis Streams for the job queue.
none	Any ideas for a package name?
decision	Deploy the backend on Fly.io.
rule	Tag images with the git SHA, never with latest.
decision	We dropped Poetry and switched to uv last week.
rule	Any query slower than 100 ms gets flagged in the PR description.
decision	Plugins get discovered through Python entry points.
decision	Rate limiting will be a token bucket in Redis.
decision	传感器板子用 STM32 跑 FreeRTOS。
none	How do I set up the device flow in Auth0?
decision	Use an entity component system for the game objects.
decision	Use ULIDs as the primary keys for orders.
decision	Publish the order events with the transactional outbox pattern.
none	我们组长说所有接口都要加签名。
rule	Every new module needs a short README.
rule	变量命名统一用驼峰。
none	What happens if the outbox table grows too big?
none	The client insists that we use Oracle.
none	Back up my dotfiles before you change anything.
decision	部署用 K8s，不再手动上机器。
none	You'll have to restart the server for it to pick up the new env.
none	Use the tiny model for this smoke test, we just need to see it runs.
decision	搜索功能用 Elasticsearch 来做。
rule	Never do network calls on the main thread in the mobile apps.
decision	Back autocomplete with a trie.
decision	Go with Postgres for the main datastore.
none	SQLite locks the whole database on writes.
none	Just for this test, hard-code the user id.
rule	每个 PR 只做一件事。
decision	Call the new module ledger.
decision	家里的灯走 Zigbee，网关用 Home Assistant。
none	What's the actual difference between bcrypt and scrypt?
decision	Let's put the feature flags in Unleash.
rule	Use f-strings rather than % formatting.
rule	Data files over 10 MB go in DVC, not git.
none	先用测试环境的 key 跑一下。
none	The scheduler never retries failed jobs, that's the bug.
rule	不要直接往 main 分支推代码。
decision	Let's use Zustand for client state instead of Redux.
rule	Rebase feature branches on main, don't merge main into them.
none	Not sure if we should use WebSockets or SSE yet.
rule	Every image in the UI needs alt text.
none	我总是忘记带钥匙。
decision	Hash the API keys with SHA-256 before they hit the database.
rule	Never run terraform apply without showing me the plan first.
rule	代码里禁止出现硬编码的密钥。
decision	Background jobs will run on Celery with RabbitMQ as the broker.
decision	Back the product search with Meilisearch.
rule	Never log tokens, passwords or session ids.
none	Apparently the CTO wants everything on Azure.
decision	We'll ship the mobile app with React Native.
decision	The data lake stores Parquet, partitioned by event date.
none	Convert this CSV to JSON for me.
none	I wish we'd picked Postgres from the start.
decision	Use ONNX Runtime for inference on the edge box.
none	The docs say you must call init() before anything else.
decision	The new frontend will be SvelteKit.
rule	From now on, whenever you change a public endpoint, bump the API minor version.
decision	Vector store: pgvector, since we already run Postgres.
decision	Keep the monorepo; we're not splitting the services into separate repos.
none	Use a temp directory for this script's output.
none	Good morning!
none	Use jq to pull the ids out of that response.
none	Rename this variable to something clearer in the snippet you just showed me.
decision	金额用以分为单位的整数存。
none	以后可能会用 Rust 重写，再说吧。
decision	还是用 MySQL 吧，运维那边更熟。
decision	文件上传走分片上传，每片 5MB。
rule	Keep the README quickstart working; update it whenever the setup changes.
decision	Switch the HTTP client from requests to httpx.
decision	The public API is REST; service-to-service is gRPC.
decision	Tokenize with SentencePiece, 32k vocab.
rule	Always show me the diff before touching prod configs.
decision	We'll encode the telemetry payloads as CBOR.
decision	We'll build the back office on Django admin.
rule	For every bug fix, write the failing test first.
decision	Backups go to Backblaze B2 via restic.
rule	Don't run anything with sudo without asking.
decision	Optimizer is AdamW with cosine decay and 500 warmup steps.
decision	The recommender will use implicit ALS on the purchase matrix.
rule	From now on, answer in English even when I write in Chinese.
none	We're likely going to need sharding at some point.
none	Let's try Bun on this one script and compare the timing.
decision	Compress the nightly backups with zstd.
decision	模型用 LoRA 微调。
rule	Secrets never go in the repo, not even in test fixtures.
decision	Let's run the automations in Node-RED.
decision	Home Assistant is going to be the hub for the whole house.
rule	Never edit the generated files by hand; regenerate them.
rule	Use pytest fixtures, not setUp methods.
none	Let's grab coffee first.
none	We might move to GCP next year, nothing decided.
none	I used to write everything in Perl.
rule	Tests must never hit the real network.
rule	Mention breaking changes in the first line of the commit body.
rule	Before you open a PR, rebase on the latest main.
rule	日志里禁止打印用户手机号。
rule	Errors go to stderr, data goes to stdout, in every CLI command.
decision	The support bot will do retrieval over the help center articles.
none	先把这个 PR 合了。
none	Merge it.
none	Skip the pre-commit hooks on this one commit, the formatter is broken.
decision	事件序列化用 protobuf。
rule	Don't use global mutable state in the game code.
decision	I'm going with the ThinkPad, ordered it this morning.
none	Back in 2019 we were on Heroku.
none	ugh, npm install again
rule	No force pushes, ever.
rule	If a test is flaky, tell me instead of just re-running it until it passes.
rule	Every automation needs a manual override.
decision	Keep user settings in a JSONB column.
rule	Please don't reformat files you aren't otherwise changing.
decision	pnpm is the package manager for the frontend.
rule	No `any` in the TypeScript code.
decision	Replace moment.js with date-fns in the frontend.
rule	Add an index for every new foreign key.
decision	本地存储我选了 SQLite。
none	这个 bug 太诡异了哈哈。
rule	Don't touch anything under vendor/.
none	把这个 CSV 转成 JSON。
none	Encrypt this file with my public key so I can send it to Dana.
none	Delete the pycache folders and rerun.
decision	Actually no, plain Vite and React, forget Next.
none	Great, that's much faster now.
decision	Soft-delete orders, hard-delete sessions.
decision	Build the public API on FastAPI.
rule	Home Assistant config changes happen in git, not in the UI.
none	今天好累啊。
none	If I were you I'd use Postgres.
none	Our Grafana dashboard is broken again.
none	It's raining again.
rule	Keep functions under 50 lines where you can.
none	这个板子只有 512KB 的 flash。
decision	We switched the API gateway to Envoy last sprint.
decision	接口鉴权用 JWT。
none	我们明天再部署吧。
decision	这个服务就叫 user-center。
none	Zip the logs folder so I can attach it to the ticket.
decision	We'll fine-tune DistilBERT for the intent classifier.
rule	Every shader change needs a screenshot in the PR.
none	The style guide says to use tabs.
none	That movie was way too long.
rule	Never disable a lint rule inline without a comment saying why.
rule	每个新接口都要有单元测试。
decision	The repo will be called atlas-infra.
none	Every request goes through the auth middleware first.
decision	Split billing out of the monolith into its own service.
decision	Put a bloom filter in front of the key lookups.
rule	Prefer composition over inheritance in this codebase.
decision	用 Redis 做会话存储。
decision	Docs will be built with MkDocs Material.
rule	回答尽量简短，别啰嗦。
decision	let's use sqlite for the local cache, it's plenty for one user
none	Show me how the tokenizer handles emoji.
rule	Write user-facing strings through the i18n helper, never inline.
decision	The CLI will be written in Go using cobra.
none	What would the schema look like with event sourcing?
none	Our security team mandates SSO for every internal tool.
rule	Ask before deleting any file.
none	My headphones broke again.
none	Never mind, I found it.
none	Print the first ten rows of the dataframe.
rule	Whenever you generate a shell command for me, explain any flag that deletes things.
none	We'll see.
decision	Event-source the ledger and keep everything else plain CRUD.
rule	不要删任何测试，除非我同意。
decision	用户密码用 bcrypt 加盐存储。
decision	use clap with the derive API for arg parsing
decision	Render the storefront server-side with Next.js.
decision	Switch the RTOS from FreeRTOS to Zephyr.
decision	We'll prototype the game in Godot 4.
none	Explain how rollback netcode works.
none	Pull the latest main and rebuild.
decision	依赖管理改用 pnpm。
none	Most teams put secrets in Vault.
none	The ORM lazy-loads relations by default.
none	Make sure this migration runs before tonight's deploy.
decision	Shard the cache with consistent hashing.
none	If we used gRPC, would the latency actually drop?
decision	Keep the cron jobs in the monolith for now.
rule	Each React component goes in its own folder with an index file.
rule	所有接口返回都要包一层统一的 code/message/data 结构。
decision	I went with Tauri instead of Electron for the desktop app.
decision	We'll run it all on k3s.
decision	Define the request bodies as Pydantic v2 models.
none	Rebase this branch onto main.
none	文档上说必须先调用 init。
"""
