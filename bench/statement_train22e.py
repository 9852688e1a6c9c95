"""Training sentences TRAIN_E for statement classification (rule / decision / none).

Written blind by a helper session in one sitting, from its own sense of how people type:
it never saw the classifier, its code, its tests or any other labelled set. Every sentence is
something a user might type to an AI coding agent in a terminal about one repository's work
(Python, Go, Rust, TypeScript, Kotlin, shell, Docker, Terraform, SQL and more), from terse to
polite, some non-native English, and about 8% Chinese or mixed Chinese/English (42 lines).
Labels follow the speaker's intent: rule = a standing obligation or prohibition the user wants
followed from now on, about the work or the agent's behaviour, including requirements imposed
on the code or project ("every X needs Y", "X is never Z", "X not Y", conditionals, terse
forms); decision = a choice the speaker or their team makes or has made, including picking
among offered options and correcting an earlier choice; none = everything else: one-off task
steering for the current work, descriptions or guesses about how the code behaves now,
questions, reported rules or choices of others, habits, musings, plans, regrets, chit-chat.
Counts: 513 total; 125 rule (about half of them requirements stated on a thing), 100 decision,
288 none, of which 190 are hard negatives containing rule- or decision-looking words (must,
should, always, never, don't, have to, need to, make sure, remember, use, switch, prefer,
avoid, decided, go with, picked, let's, 必须, 别, 总是, 一定要, 决定, 以后 ...).
"""

TRAIN_E = """
rule	Every endpoint under /admin needs a role check before it touches the database.
rule	Session tokens are never written to the logs, not even at debug level.
rule	Timestamps get stored in UTC and converted only at the display layer.
rule	All money amounts are integers in cents, no floats anywhere near prices.
rule	Each HTTP client call needs an explicit timeout.
rule	Public functions in the sdk package must have docstrings.
rule	Migrations are forward-only in this repo; no down migrations.
rule	Config values come from environment variables, never from hardcoded strings.
rule	Every new feature flag needs an owner and a removal date in the comment.
rule	The CLI has to exit non-zero on any validation error.
rule	User-facing strings go through the i18n helper, no raw literals in templates.
rule	Secrets stay out of the repo, including test fixtures.
rule	Every background job must be idempotent.
rule	API responses always use camelCase keys.
rule	Database columns are snake_case, no exceptions.
rule	The core module must not import anything from the web layer.
rule	Each PR touches one concern only.
rule	Any SQL built from user input goes through parameterized queries.
rule	Log lines are structured JSON, not free text.
rule	Errors returned to clients never include stack traces.
rule	Every retry loop needs a max attempt count and backoff.
rule	Test files live next to the code they test.
rule	Dates in filenames are ISO format, YYYY-MM-DD.
rule	The main branch must always be deployable.
rule	Feature branches are named after the ticket, like feat/ABC-123-short-name.
rule	Every new env var has to be documented in .env.example.
rule	Passwords are hashed with argon2, nothing weaker.
rule	Lambda handlers stay under 200 lines; split anything bigger.
rule	All IDs exposed in URLs are UUIDs, never sequential integers.
rule	Each microservice owns its own schema and nobody else writes to it.
rule	Components in src/ui are pure; side effects belong in hooks.
rule	The Dockerfile has to pin the base image by digest.
rule	Every cron job has to log a start and an end line.
rule	Generated code under gen/ is never edited by hand.
rule	Vendor directories are read-only for you.
rule	Numbers shown to users must go through the locale helper.
rule	The test suite must run offline, so mock every network call.
rule	Unit tests must not depend on the order they run in.
rule	Every exported type in the Go packages needs a doc comment.
rule	Rust code in this crate has no unwrap() outside tests.
rule	Shell scripts start with set -euo pipefail.
rule	Python files get type hints on every function signature.
rule	Third-party API keys are read from the vault, never from config files.
rule	Any destructive admin command needs a --yes flag to run.
rule	Webhooks we receive are verified by signature before anything else happens.
rule	File uploads are capped at 10 MB on the server side.
rule	The frontend must never talk to the database service directly.
rule	Every GraphQL resolver needs a complexity limit.
rule	Images in the docs folder must have alt text.
rule	Cache keys always include the schema version.
rule	Kotlin DTOs should be data classes, not plain classes with getters.
rule	Don't add new dependencies without asking me first.
rule	Never force-push to main.
rule	From now on, run the linter before you tell me something is done.
rule	Always write the commit message in the imperative mood.
rule	Stop summarising what you did at the end of every reply.
rule	Ask before running any migration against a shared database.
rule	When you add a dependency, pin the exact version.
rule	If a test is flaky, mark it and tell me instead of retrying it silently.
rule	Before you delete a file, show me the list first.
rule	After every refactor, run the full test suite, not just the touched file.
rule	Whenever you touch the public API, update the changelog too.
rule	No semicolons in the TypeScript code.
rule	Tabs, not spaces, in the Makefiles.
rule	Comments in English only, even in the Chinese modules.
rule	pnpm only, never npm or yarn in this repo.
rule	Prefer composition over inheritance in the domain layer.
rule	f-strings over .format() everywhere.
rule	Small commits please, one logical change each, from here on.
rule	Keep your answers short unless I ask for detail.
rule	Don't apologise in your replies, just fix it.
rule	Never commit directly to the release branches.
rule	Do not use any in TypeScript; reach for unknown instead.
rule	Avoid global state in the worker code.
rule	Don't touch the legacy/ folder unless I explicitly say so.
rule	Run cargo fmt before every commit.
rule	Use pytest fixtures instead of setUp methods from now on.
rule	Never print secrets to the terminal, even partially.
rule	We squash-merge here, always.
rule	We don't use ORMs in this project; raw SQL with sqlc.
rule	We write tests first for bug fixes: a failing test, then the fix.
rule	Whenever a migration changes a column type, add a backfill script with it.
rule	If you're unsure what a function does, read it before changing it, don't guess.
rule	When a command needs sudo, stop and ask me.
rule	The bootstrap script must only depend on the standard library.
rule	No print statements in library code; use the logger.
rule	No TODOs without a ticket number.
rule	No magic numbers in the pricing module, name them as constants.
rule	Relative imports only inside a package, absolute across packages.
rule	Explain the why in commit messages, not just the what.
rule	Don't rename public functions without a deprecation shim.
rule	Keep line length at 100 for all Python code.
rule	Always quote variables in bash scripts.
rule	Tell me which files you changed, as a plain list, at the end of each task.
rule	Don't run git push yourself; I push.
rule	Never disable a failing test to make CI green.
rule	Use conventional commit prefixes like fix: and feat: from now on.
rule	Do not edit the lockfile by hand.
rule	Any time you add a CLI flag, add it to the --help text and the README.
rule	If the diff is over 300 lines, split it into several commits.
rule	Respond in Chinese when I write in Chinese.
rule	Don't open a browser or start the dev server without asking.
rule	Prefer early returns over nested ifs.
rule	Always run migrations in a transaction.
rule	Keep the Terraform modules free of hardcoded regions.
rule	Never catch bare Exception in the service layer.
rule	When you're done with a task, stop; don't start the next one on your own.
rule	Ask me before installing anything globally.
rule	Don't reformat files you didn't otherwise change.
rule	Structs that cross the FFI boundary are repr(C), always.
rule	以后提交信息都用英文写。
rule	不要在生产配置里写死任何密码。
rule	所有接口都必须有超时设置。
rule	数据库字段一律用下划线命名。
rule	每次改完代码都要先跑一遍单元测试再告诉我。
rule	别再自动格式化整个文件了，只改你动过的地方。
rule	日志里绝对不能出现用户手机号。
rule	新加的依赖一定要先问我。
rule	代码注释用英文，文档可以用中文。
rule	from now on 所有 API 返回的时间都用 ISO 8601 格式。
rule	commit 之前一定要跑 lint，以后都这样。
rule	Every public endpoint has to be rate limited per API key.
rule	Enum values in the database are stored as strings, never as ordinals.
rule	Don't mock the database in integration tests; use the test container.
rule	Debug endpoints stay disabled in production builds.
decision	Go with the second approach, the one with the queue.
decision	Let's do option B.
decision	Ok, option 3 then.
decision	We'll keep sqlite for now and revisit when we have real traffic.
decision	I'm going with Postgres for the main store.
decision	Redis it is for the session store.
decision	Scrap that, use a plain dict instead of the LRU cache.
decision	Actually, make the retry limit five instead of three.
decision	We're dropping Python 3.8 support in the next release.
decision	I've decided to split the monolith's billing part into its own service.
decision	Let's go with FastAPI over Flask for the new service.
decision	The first design, with the adapter layer, is the one I want.
decision	We picked Vitest over Jest for the frontend tests.
decision	I'm keeping the old endpoint alive until the mobile app catches up.
decision	I said no to the GraphQL gateway, we stay with REST.
decision	We'll ship the feature behind a flag on Monday.
decision	Fine, name it `user_settings` then.
decision	Use the recursive version, it's clearer.
decision	Correction: the release goes out on the 14th, not the 12th.
decision	We're moving the CI from Jenkins to GitHub Actions.
decision	I chose the event-sourcing design after all.
decision	Let's put the config in TOML rather than YAML.
decision	Keep the current schema; no migration this sprint.
decision	We'll deploy to Fly.io instead of Heroku.
decision	I'm switching this project to uv.
decision	Decided: the cache TTL is 10 minutes.
decision	Your plan A looks right, go with it.
decision	I'll take the hybrid option you described.
decision	Scratch the websocket idea, we'll poll every 30 seconds.
decision	We're going to vendor the parser instead of depending on it.
decision	Let's name the package `dataloom`.
decision	I've settled on Tailwind for styling.
decision	We'll use Kafka for the event bus.
decision	Go with the smaller Docker image, alpine based.
decision	I'm renaming the repo to billing-core.
decision	We're not doing the mobile app this quarter.
decision	The second migration plan it is.
decision	Ok let's keep both implementations and benchmark them next week.
decision	I'm reverting the ORM change; we stay on raw queries.
decision	Let's make the default page size 50.
decision	After thinking it over, I'm keeping the monorepo.
decision	We've chosen MIT as the license.
decision	I'm dropping the Windows build from the release matrix.
decision	We'll store uploads in S3, not on the local disk.
decision	Option 1, but without the extra index.
decision	Make it a dataclass, not a NamedTuple.
decision	Actually let's call it `fetch_orders` instead of `get_orders`.
decision	We're freezing features on Friday for the release.
decision	I'll go with your suggestion and make it async.
decision	Changed my mind: put the helper in utils, not in core.
decision	We're adopting trunk-based development starting this week.
decision	I'm postponing the refactor until after the launch.
decision	Let's keep the v1 API and add v2 alongside it.
decision	Okay, rewrite it in Go; the Python version is done.
decision	The team agreed on weekly releases and I'm signing off on it.
decision	I booked the staging cluster for Thursday's load test.
decision	I signed up for the paid Sentry plan.
decision	We're sticking with npm for this repo after all.
decision	Let's use the Stripe checkout page rather than building our own form.
decision	Let's put the retry queue in Redis and the audit log in Postgres.
decision	I'm taking the job at the fintech startup, so I'll hand this repo over next month.
decision	We moved the launch to March.
decision	I'm going to merge the two config files into one.
decision	Final answer: JWT with short expiry and refresh tokens.
decision	Let's go with approach two and skip the cache layer.
decision	I'll pay for the bigger runner, the builds are too slow.
decision	We're cancelling the Elasticsearch migration.
decision	Use bcrypt here instead of the custom hash, that's my call.
decision	I've picked Grafana for the dashboards.
decision	No to the plugin system; we hardcode the three exporters.
decision	Keep the CSV export, drop the XML one.
decision	Let's make Thursday the demo day instead of Wednesday.
decision	We'll use SvelteKit for the admin panel.
decision	Alright, the enum approach wins.
decision	I'm keeping the function synchronous.
decision	Put it under /api/v2, that's where it belongs.
decision	I'm archiving the old dashboard repo today.
decision	We're going with a single Postgres instance and read replicas later.
decision	Not the regex version, go with the parser combinator.
decision	Ok the version with the builder pattern, let's do that one.
decision	I decided against microservices for this project.
decision	Let's bump the major version for this change.
decision	We'll host the docs on Read the Docs.
decision	I'm giving the contractor the frontend and keeping the backend myself.
decision	The answer is no: we're not supporting IE11.
decision	Pick the lazy loading variant, I'm fine with that.
decision	我们定了，用 PostgreSQL。
decision	就用第二个方案吧。
decision	决定了，下周一上线。
decision	改用 pnpm，npm 那套不要了。
decision	我选方案 A。
decision	缓存就用 Redis，就它了。
decision	算了，还是保留原来的接口名。
decision	ok 就按你说的第三种做。
decision	我们决定这个版本不做国际化。
decision	那就 Go 吧，不用 Rust 了。
decision	We're going with GitLab for the new org instead of GitHub.
decision	I'll keep the free tier for now and upgrade when we hit the limit.
decision	Let's target Node 20 as the minimum version.
decision	Put the feature in the pro plan only, that's decided.
none	Let's look at the failing integration test first.
none	Open `api/handlers/users.go` and add a health check endpoint.
none	Now use the new config loader in `main.py`.
none	Now the README.
none	Next, the tokenizer.
none	Fix the typo on line 42 of the changelog.
none	Add a unit test for the empty-list case.
none	Let's run the benchmarks again with the new flag.
none	Use the staging database for this run only.
none	Rename `tmp_val` to something readable in this function.
none	Can you make sure the build passes before we move on to the docs?
none	Let's start with the migration and do the seed data afterwards.
none	Now add the same check to the delete handler.
none	Open the Dockerfile and bump Node to 20.11 there.
none	Write a quick script that counts the rows in each table.
none	Next up: the pagination bug in the search page.
none	Add logging around the payment call so we can see what's happening.
none	Let's try the query without the join and see if it's faster.
none	Remove the commented-out block in `utils.py`.
none	Now write the tests for the parser you just added.
none	Update the snapshot for the header component.
none	Let's go step by step through the stack trace.
none	Switch to the feature branch and rebase it on main.
none	Make sure the port in this compose file matches the one in the env file.
none	Revert your last change to the router, it broke the login page.
none	Let's see what the profiler says before touching anything.
none	Open a draft PR with what we have so far.
none	Add `--verbose` to that command and run it again.
none	Let's fix the import order in this file.
none	Now do the same for the orders table.
none	Generate a migration for the new column.
none	Let's check the logs from last night's cron run.
none	Write the docstring for `merge_intervals`.
none	Next, hook the new service into the DI container.
none	Add a TODO there for now, we'll come back to it.
none	Run only the auth tests this time.
none	Drop the debug prints you added in the last step.
none	Let's pair on the flaky test after lunch.
none	Comment out the analytics call while we debug this.
none	Show me the diff of this change before you commit it.
none	Try bumping the timeout to 30 seconds just to see if that's the problem.
none	Use the mock server for this test run, the real one is down.
none	Let's split this function into two and see if it reads better.
none	Now regenerate the OpenAPI client; you'll need to run the generator from the repo root.
none	Delete the `old_export` directory, it's unused.
none	Make sure you paste the full error, not just the last line.
none	Add an index on `orders.created_at` in the next migration.
none	Let's get the CI green first, then worry about coverage.
none	Write a small README for the scripts folder.
none	Next, the error messages in the signup form.
none	Let's rerun the failed job on the CI.
none	Fix the off-by-one in the pagination helper.
none	Let's keep going with the refactor of the auth module.
none	Move the constants to the top of the file.
none	Make the button blue in this screen, the designer asked for it.
none	Let's check whether the cache is actually hit on the second request.
none	Start the dev server and tell me what it prints.
none	Let's write a failing test that reproduces the bug.
none	Bump the version to 2.3.1 in pyproject.
none	Now the mobile layout.
none	Add type hints to the functions in this file.
none	Clean up the imports in the three files you just touched.
none	Open the Makefile and add a target for the e2e tests.
none	You need to restart the container after changing that env var.
none	Remember to restart the worker once the migration finishes.
none	Let's see if the bug is still there on the release branch.
none	Add the missing await in `fetchUser`.
none	Write the seed script for the demo data.
none	Next, wire up the retry logic in the client.
none	This function returns a list even when there's only one result.
none	The session id already gets logged in the request middleware.
none	It must be the proxy again.
none	The script exits with code 1 right now.
none	The parser always returns None on an empty string.
none	That endpoint never checks the user's role, which is probably the bug.
none	The worker has to finish the current batch before it reads the signal, that's how it's written.
none	This function must return a list or the caller crashes.
none	The cache is never invalidated when a user updates their profile.
none	Tests in this folder always run against the real database, that's why they're slow.
none	The frontend uses axios for every request at the moment.
none	The build needs Node 18 to work; newer versions fail on the native module.
none	The timestamps in the old table are stored in local time.
none	Our logs currently include the full request body.
none	The migration tool always runs in a transaction by default.
none	The retry logic doesn't have a max count, so it loops forever.
none	Every handler in this file calls the same validation helper.
none	That test should pass now that the fixture is fixed.
none	It should be faster after the index, but I haven't measured it.
none	The API always returns 200 even on errors, which is annoying.
none	The CLI never prints a help message when the args are wrong.
none	I think the memory leak is in the image resizer.
none	Probably the DNS cache, it usually is.
none	The config file is read once at startup and never again.
none	The lockfile pins an old version of lodash.
none	The old service used to write everything to one giant table.
none	That must have been the race condition we saw last week.
none	This regex has to match the whole line or the split goes wrong, that's why it's anchored.
none	The payment client retries three times, then gives up.
none	Right now we deploy by hand from my laptop.
none	The Go service needs about 2 GB of memory under load.
none	The queue consumer always acknowledges before processing, which loses messages on crashes.
none	The staging env uses a different Stripe key.
none	The build is red because of a lint error in the test file.
none	The docs site is generated from the docstrings.
none	It must be the auth middleware that strips the header.
none	That container never restarts on failure, it just stays dead.
none	The CSV importer chokes on files with a BOM.
none	The app only works in Chrome right now.
none	The nightly job always takes about forty minutes.
none	There's no test for the refund path.
none	The health check returns 503 whenever Redis is down.
none	The client library uses snake_case keys internally.
none	This branch is three weeks behind main.
none	这个函数现在总是返回空列表。
none	日志里现在会打印完整的请求体。
none	先看一下那个失败的测试。
none	把 `config.yaml` 里的端口改成 8081。
none	接下来写解析器。
none	帮我跑一下单元测试。
none	这个脚本必须在项目根目录下运行，不然找不到配置文件。
none	应该是网络的问题吧。
none	现在加一个健康检查接口。
none	这次先用测试数据库跑。
none	Should we always pin the base image, or is a tag enough?
none	Do we have to support Python 3.9 at all?
none	Must every endpoint have auth, even the health check?
none	Should I use Zod or Yup for validation here?
none	Is it a good idea to never use ORMs, in your opinion?
none	Would it be better to switch to pnpm?
none	Do you think we should go with Postgres or stay on MySQL?
none	What would happen if we never expire the cache?
none	Why does the linter always complain about this line?
none	Can we avoid the extra network call somehow?
none	Should the timestamps be stored in UTC, what do you think?
none	Which one would you pick, the queue or the cron approach?
none	Is there a reason we don't use type hints in the old modules?
none	Do I need to rebuild the image after changing the requirements?
none	Why did you decide to use a thread pool there?
none	Have we decided on the database yet?
none	Are we going with the monorepo or not, I forget?
none	My lead says we must squash every commit before merging.
none	The client insists that all dates be shown in their local format.
none	Sarah decided to move the standup to 10, apparently.
none	The security team wants us to never log IP addresses, according to the ticket.
none	The style guide says to prefer double quotes, but I'm not sure anyone follows it.
none	Our CTO picked AWS years ago and nobody questioned it.
none	The other team chose gRPC for their services.
none	Marco told me we should always rebase instead of merging.
none	The contributing guide says never to commit generated files.
none	Apparently the design team went with a new color palette.
none	The vendor requires that all requests be signed, per their docs.
none	Product decided to delay the launch, I just heard.
none	The reviewer said I have to add tests before he approves.
none	The previous maintainer always used tabs.
none	I might switch to Neovim at some point.
none	I'm torn between SQLAlchemy and raw SQL for this.
none	Maybe we should use Rust for the hot path, not sure yet.
none	I wonder if we should drop the Windows support eventually.
none	I'm thinking about moving to Kubernetes, but it feels like overkill.
none	Perhaps we'll go with Svelte, perhaps not, it depends on the hiring.
none	If we ever switch to Postgres, the JSON columns will be easier.
none	It would be nice to never have to touch this file again.
none	I'm not sure whether to use a queue or just a cron job.
none	Part of me wants to rewrite the whole thing in Go.
none	Someday I'd like to avoid all these hand-written SQL strings.
none	I was going to use Redis, but let me think about it more.
none	We could go with option two, but I want to see the numbers first.
none	I always run the tests at night before I go to bed.
none	I usually prefer to write the tests after the code, honestly.
none	I never remember the flags for tar.
none	I tend to avoid decorators, they confuse me.
none	I always forget to update the changelog.
none	I use VS Code for most things and vim over ssh.
none	We usually deploy on Tuesdays, not that it's a rule.
none	Back at my old job we had to get two approvals for every PR.
none	I tried learning Rust last year and it was painful.
none	We picked the wrong database for this two years ago, in hindsight.
none	I should have used a queue from the start.
none	We chose Angular in 2017 and regretted it.
none	Yesterday the deploy failed because someone pushed to main directly.
none	I never should have merged that PR on a Friday.
none	We used to always write the migrations by hand.
none	Thanks, that looks much better now.
none	Nice, the tests are finally passing.
none	Don't worry about it, it was my mistake.
none	Good catch on the null check!
none	Haha, never mind, I had the wrong branch checked out.
none	Don't feel bad, that bug fooled me too.
none	No need to apologise, just keep going.
none	Ok cool, that makes sense, never thought of it that way.
none	Wow, that was way faster than I expected.
none	Never mind the last message, I figured it out.
none	Don't bother with the docstring for this one, it's a throwaway script.
none	You don't have to explain the diff this time, I'll read it.
none	No need to run the full suite for this comment change.
none	Skip the linter for now, we'll fix the warnings later today.
none	Don't commit yet, I want to look at it first.
none	Don't push this branch until I've tested it locally.
none	Avoid touching the CSS in this PR, it's already big.
none	Use Python 3.11 when you create the virtualenv for this experiment.
none	Let's use the existing fixture in this test.
none	Make sure you save the output to a file this time.
none	Remember to include the migration in this commit.
none	Let's use a fake API key for the screenshot.
none	For this task, prefer the simpler solution even if it's slower.
none	Just this once, skip the pre-commit hooks with --no-verify.
none	Switch to the staging kubeconfig before you run that.
none	Don't delete the branch after merging this one, I need it.
none	You have to run `make setup` before the tests will work on a fresh clone.
none	You need to be on the VPN for the staging URL to resolve.
none	The deploy script must be run as root, otherwise it can't bind port 80.
none	Make sure Docker is running, that's probably why it failed.
none	It has always been possible to rebuild the index from the raw data, which is why we kept the dumps.
none	Does "never" in the style guide mean never, or just usually?
none	How do you decide between a class and a function in Python?
none	If you had to choose, would you use Flask or Django for this?
none	What's the difference between `must` and `should` in RFC language?
none	Can you explain why we avoid global variables?
none	Could you check if the team already decided on a logging format?
none	So the rule is that every PR needs two reviews, or is it one?
none	What if we just never delete anything from the audit table?
none	Do you always have to call `close()` on these connections?
none	Is it true that you must never store JWTs in localStorage?
none	I need to go pick up my kid, I'll be back in an hour.
none	I have to leave early today, let's continue tomorrow.
none	Gotta grab a coffee, keep reading the logs meanwhile.
none	My manager wants me to finish this by Friday, so let's hurry.
none	I must have broken it when I renamed the module.
none	You must be tired of this bug by now, haha.
none	I have to admit the new version is cleaner.
none	We need to talk about the test coverage at some point.
none	The build has to be failing for some other reason.
none	There must be a config file somewhere overriding this.
none	Always the same error, no matter what I change.
none	Never seen this error before, any idea?
none	I'm going to grab lunch and then we continue with the API.
none	We'll probably need a cache eventually.
none	I guess we'll have to migrate the data at some point.
none	The plan is to finish the parser today and the docs tomorrow, if all goes well.
none	Hopefully we can switch to the new SDK before summer.
none	I'm planning to look at the performance next week, no promises.
none	Let me think about whether we use Celery or RQ.
none	Let me check with the team before we pick a license.
none	We still need to discuss the schema with Ana before anyone picks anything.
none	We need to decide on the caching strategy soon.
none	Not sure yet if we go with AWS or GCP, the pricing call is on Monday.
none	Our CI always takes ages on Mondays for some reason.
none	The users have to log in again after every deploy, which is the bug I want fixed.
none	Customers should never see this page, but somehow they do.
none	That field should never be null, but the logs show it is.
none	In theory every request has a trace id, in practice half of them don't.
none	Everyone here prefers Go, so you'll see a lot of it in the repo.
none	I heard you should avoid premature optimisation, is that still the advice?
none	The book says to always write the test first, but I find that hard.
none	We picked this repo up from another agency last month.
none	They decided to go with Azure, which is why the infra looks weird.
none	My friend switched to Bun and loves it.
none	I told the intern to never push to main, but he did anyway.
none	The old README says to use Python 2, ignore that.
none	Are you sure we need to use a mutex there?
none	Is this the approach you'd choose, or just the quickest?
none	Should I keep the old endpoint or remove it, what's safer?
none	Do you prefer tabs or spaces?
none	Hmm, I don't know if we should go with Kafka, it seems heavy.
none	我在想要不要改用 Vue。
none	组长说以后都必须写单元测试。
none	我们要不要用 Redis？
none	以前我们总是手动部署。
none	不要紧，这个 bug 不是你的错。
none	这次先别提交，我要先看看。
none	是不是一定要用 Docker 才能跑起来？
none	他们决定用 Java 了，跟我们没关系。
none	我总是忘记更新文档。
none	应该是缓存没清掉，所以一直报错。
none	这个接口必须先登录才能访问，现在就是这么实现的。
none	Let's use a smaller sample for this benchmark so it finishes quickly.
none	Now switch to the billing tab and check the totals.
none	Next, avoid the extra query in `load_user` by reusing the session.
none	Add retries to this call, just here, and we'll see.
none	Let's pull the test data from yesterday's dump.
none	Write a migration that drops the unused `legacy_flag` column.
none	Open the failing workflow file and tell me what step 4 does.
none	Next, the settings page.
none	Let's have a look at the memory profile before we decide anything.
none	Write the changelog entry for this release.
none	Add a log line here printing the user id.
none	Now try it with an empty config.
none	Pull the latest main and rerun the build.
"""
