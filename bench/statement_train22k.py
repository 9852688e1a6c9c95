"""Training sentences TRAIN_K for statement classification (rule / decision / none).

Written by a helper session working alone from its own knowledge; it never saw the classifier or any other labelled set.
Voices: a developer typing imperatives to an AI coding agent in a terminal, plus some chat between friends; about 15% Chinese or mixed Chinese-English.
Domains: web, CLI, data, infra, mobile, ML, games, docs, git workflow and agent behaviour.
Hard negatives: one-off task steps phrased like rules (often with always/never/every/all/以后/所有 in them),
reported rules of others, descriptions of tool behaviour, habits, open plans, questions; rules include standing conventions without cue words.
Counts: total 517, rule 195, decision 52, none 270.
"""

TRAIN_K = """
rule	Deploys only on weekdays before 3pm.
none	Are we supposed to use Yarn here?
none	For this question, skip the explanation and just give me the diff.
rule	Please keep the tone of error messages neutral, no jokes.
rule	Don't touch generated files by hand; regenerate them.
none	Always return an empty list from this stub for now.
none	Load the parquet file and show me the first ten rows.
decision	Let's use Terraform rather than Pulumi for this.
none	Add dark mode screenshots to this PR description.
rule	Never run a full refresh on the events table during business hours.
none	Is there a convention for branch names here?
none	The cache is invalidated every time someone edits a product.
rule	Every dataset we ingest gets a schema check at the boundary.
rule	Don't open PRs on my behalf without asking.
decision	We chose Godot over Unity for the jam game.
none	Google's style guide says never to use wildcard imports.
none	How do I undo a git rebase?
rule	In the CLI, human-readable output goes to stderr and machine output to stdout.
none	I always forget to run the formatter.
rule	Every new endpoint needs at least one integration test.
none	deploy 到 staging 就行，这次不上 prod。
none	Fix the broken links in the docs.
rule	Clippy warnings are errors in CI and should stay that way.
rule	User-facing error messages should say what to do next.
none	Don't touch the README in this change.
rule	Don't mock the database in integration tests.
none	The staging DB gets wiped every Sunday night.
none	In an ideal world every service would have tracing.
none	Convert this class component to a function component.
rule	When you write shell scripts, start them with set -euo pipefail.
rule	Docs are written in second person and present tense.
rule	No sleeping in tests; poll with a timeout instead.
none	Don't use the cache for this benchmark run.
rule	Don't add comments that just restate the code.
rule	Stop apologizing in your replies, just fix things.
none	Every time I open the app it logs me out.
rule	外部接口的超时统一设置成五秒。
none	Every request to this service goes through the gateway first.
none	Add a TODO here and move on.
rule	Pin Docker base images by digest.
rule	Always squash before merging.
none	先别管 lint 报错，能编译就行。
none	Make this page work in dark mode.
none	Translate this error message into Spanish.
rule	Every goroutine needs a way to be cancelled.
none	My manager decided we're all going back to the office.
none	Deploy to staging, not prod, this time.
rule	Each service owns its own database; no sharing tables across services.
none	This has to be merged by tonight.
decision	前端框架定了，用 Vue 3。
rule	Don't ever force-push to main.
none	Whenever you're ready, run the deploy.
rule	Don't summarize what you just did at the end of every reply.
none	Reply in bullet points for this one.
none	Try Polars on this one script and compare the runtime.
rule	Use UTC for all timestamps, no exceptions.
rule	Paginate any list endpoint that can return more than a hundred items.
rule	Use sentence case for headings in the docs.
none	Check whether the cron job ran last night.
none	Don't bother with tests for this spike, it's throwaway.
none	Going forward with the merge now, shout if you object.
none	Change this 400 to a 422.
decision	Going with approach B, the event-sourced one.
none	Add accessibility labels to the three buttons on the login screen.
rule	Keep the CHANGELOG updated in the same PR as the change.
none	这个 PR 先别 merge，等 QA 过一遍。
none	Someone set every log level to TRACE in prod, that's why the disk filled up.
none	I always get nervous before demos.
rule	Don't ship console.log to production.
rule	Whenever you add a config flag, document it in docs/config.md in the same PR.
none	Move the secrets from config.yaml into Vault.
none	Use the small model for this quick test, the big one takes hours.
rule	Don't write tests that depend on execution order.
none	Honestly I regret not moving to Berlin when I had the chance.
rule	Gameplay code never talks to the renderer directly; go through the event bus.
none	Write a docstring for this function.
none	For this ticket, don't worry about mobile layouts.
none	Squash these three commits into one and push.
decision	I switched to Neovim last month and I'm not going back.
none	All the timestamps in this CSV are in local time, which is why the chart is off.
decision	We'll use short-lived JWTs plus refresh tokens.
rule	If a command takes longer than a few minutes, run it in the background and tell me.
rule	Never log personally identifiable information.
none	Add a --dry-run flag to the deploy script.
rule	Keep functions pure where possible in the data pipeline.
decision	就用 Postgres 吧。
none	这个分支以后就不用了，删掉吧。
none	Cherry-pick the fix onto the release branch.
rule	Dont add new deps without checking with me first
rule	Don't return 200 with an error body.
none	Sam, you should probably use a venv for that.
none	Go through all the TODOs in server.go and fix the easy ones.
none	Ignore the type errors in the legacy folder, we're deleting it next week.
rule	所有配置项都要有默认值。
none	Feels like we always end up rewriting the auth layer.
decision	I've decided to drop Python 3.8 support.
rule	Pass context.Context as the first arg everywhere.
none	Make the commit message for this one follow the conventional format.
rule	Support --json on every command that prints data.
none	Comment out the analytics call while we debug.
none	No more coffee for me today.
rule	Feature branches shouldn't live longer than a week.
rule	Tag releases from main only.
rule	one assertion concept per test please
none	Add a test for the parse_date edge case you just fixed.
rule	Please don't use emojis in your answers.
none	The team is still debating monorepo versus polyrepo.
none	Make the error message in validate() say which field failed.
decision	这个项目名字就叫青鸟。
none	The phone app never shows the notification if it's in the background.
none	Just this once, push straight to main, the hotfix is urgent.
none	把 main 分支上那个坏掉的提交回滚掉。
rule	Keep the README quickstart working; if you change setup, update it.
rule	Fixtures over setup methods.
none	Most teams I know use trunk-based development.
rule	tabs, not spaces
rule	Tests live next to the code they test, not in a separate tree.
rule	Don't use force unwraps in Swift code.
none	Every single time I deploy, something breaks, it's like a curse.
rule	Don't catch an exception just to re-raise it.
none	Write an example for the Parser class docstring.
none	Every query in this report is slow, find out which one is worst.
rule	Cite the file and line when you refer to code.
none	My old boss never let us use ORMs.
none	Fix every failing test in tests/api before lunch.
none	The linter complains whenever a line is over 100 chars.
none	Our Postgres instance always runs out of connections around noon.
rule	Prefer Polars over pandas for anything new in the pipeline.
decision	We're moving CI from Jenkins to GitHub Actions.
decision	Alright, Kafka it is.
decision	We opted for server-side rendering on the marketing pages.
none	Use Python 3.11 for this virtualenv.
none	My sister is moving to Toronto.
none	Change the exit code here to 2.
decision	We settled on PyTorch Lightning for training.
rule	pls stop wrapping everything in try/except
decision	I'm picking XGBoost as the baseline model.
none	Add a screenshot of the new dashboard to the docs.
none	Answer this one in German so I can forward it to Jonas.
none	Give every test in this class a descriptive name, they're all test1, test2 right now.
rule	Don't use single-letter names except for loop indices.
none	Rename every variable in this file to snake_case.
none	把所有 TODO 都列出来给我看看。
decision	I'm moving to Lisbon in September.
none	Why did you delete that file?
rule	数据库里的时间都用 UTC 存。
none	The API rejects any request without a User-Agent header.
decision	Let's do option two.
rule	每个 PR 至少要有一个人 review 才能合并。
none	Each time I run this script it hangs at step three, can you see why?
rule	Don't run npm install with --force in this project.
decision	We'll use Vite for the build, not webpack.
decision	OK, we'll use Redis for the job queue.
decision	我们决定用 Go 重写这个服务。
rule	If you find a bug while doing something else, note it and keep going instead of fixing it in the same change.
rule	Use the staging DB for all manual testing, never prod.
rule	Evaluation numbers are always reported with the confidence interval.
none	Turn this bullet list into a table.
rule	If a test is flaky, quarantine it and open a ticket rather than retrying until it goes green.
none	今天好累啊。
decision	I went with the MIT license.
none	Route the explosion sound through the SFX bus.
none	Go ahead and force-push the feature branch, I rebased it.
decision	就用 Tailwind，不纠结了。
none	Thinking of getting a mechanical keyboard, any recs?
rule	Shell scripts must pass shellcheck.
rule	以后别用 print 调试了，用 logger。
decision	OK I've decided, the game will be turn-based, not real-time.
none	Python 3.12 dropped distutils.
none	We could go with option two, or maybe three, I'll sleep on it.
none	这个 bug 修完记得跟我说一声。
none	我在考虑要不要换工作。
none	Update every import in the tests folder to the new path.
none	Our old CI used to run everything on every commit.
none	我每次出门都忘记带钥匙。
none	Test the code samples in the quickstart, someone said one is broken.
rule	每次发版前都要更新 CHANGELOG。
rule	Please reply in English even when I write in Chinese.
none	Remember to push when you're done.
none	Sure, go ahead.
none	Always the same error, no matter what I try.
rule	Write the failing test first, then the fix.
none	Use tabs in this Makefile, it won't work with spaces.
none	lol that's a lot of yaml
rule	mypy strict has to stay green.
decision	I finally bought the Framework laptop.
none	Why is the test flaky?
none	Benchmark the old and new parsers.
rule	All tap targets should be at least 44 points.
rule	Don't disable lint rules inline without a comment explaining why.
none	Every migration in this folder was written by hand, which explains the mess.
rule	Secrets live in Vault, never in the repo.
none	所有的图片都压缩一下再上传，这次的素材太大了。
rule	Always ask before deleting files.
rule	以后回答我的时候用中文。
none	This codebase is a mess.
rule	移动端的图片一律用 WebP。
rule	Keep answers short unless I ask for detail.
none	The framework always escapes template output by default.
none	I wish we had picked Postgres from the start.
rule	Every public class gets a short example in its docstring.
none	Always-on logging is overkill here, remove it from this file.
none	Check that every pod in the namespace is healthy.
none	Freeze the encoder layers for this fine-tuning run.
none	Apparently every Go file needs a package clause, TIL.
rule	每个 Docker 镜像都要打版本号，不准用 latest。
rule	Shaders go in assets/shaders and nowhere else.
rule	Keep the test suite under five minutes.
rule	Quote every variable expansion in bash.
none	我也不确定是用 Flutter 还是原生，再想想。
rule	Prefer early returns to deep nesting.
none	Do we have a rule about force-pushing?
none	sounds good
none	Write the postmortem for yesterday's outage.
none	It would be nice if the logs were structured.
rule	游戏里所有数值都从配置表读，不许写死。
rule	Cron jobs need to be idempotent and log their start and finish.
rule	代码评审的时候先看测试再看实现。
none	Run the seeder so I have some test data.
rule	Before opening a PR, rebase onto the latest main.
decision	I'm going to use SQLite for the prototype.
decision	Go with Postgres.
none	给登录页加个加载动画。
none	Rebase this branch on main and resolve the conflicts.
rule	Write docstrings for every public function.
none	Set the batch size to 64 and rerun.
none	My lead says we must never deploy on Fridays.
rule	Never commit .env files.
rule	数据库字段名用下划线命名。
none	为什么每次 push 都要等这么久？
rule	Use pathlib instead of os.path in new code.
decision	部署我们选 k8s，不用 ECS 了。
none	他们团队一律用 Java，跟我们不一样。
none	Should we always squash, or keep history?
none	Profile the startup and tell me what's slow.
rule	Constructor injection only, no service locators.
none	Always nice to see a green build.
none	Change the message to: You must be logged in to continue.
none	All of these warnings are from the vendored lib, ignore them.
none	Run shellcheck on install.sh and fix what it finds.
rule	Explain regex-heavy code with a comment above it.
none	Add a unit test for every branch in this switch statement.
none	Set the seed to 42 for this experiment so I can compare with yesterday.
decision	Decision made: we ship 1.0 without offline mode.
none	一律先注释掉，等周一再看。
rule	When you propose a change, explain the tradeoff in a sentence or two, not an essay.
rule	Whenever you touch the schema, write a migration and a rollback.
none	Keep it short, I just need the command.
none	Double-check the math in the discount calculation.
rule	Rust: no unwrap outside of tests.
none	组长说以后所有代码都要两个人 review。
rule	Accessibility labels on all icon-only buttons.
rule	Branch names follow feat/, fix/ or chore/ prefixes.
none	Drop the duplicate rows from the orders dataframe.
none	Please make sure every test in this file passes before you move on.
rule	Each time you add a dependency, pin its exact version.
decision	我决定辞职了，下个月走。
none	The SDK never retries on 500s, which surprised me.
rule	Please, going forward, don't touch the vendored directory.
rule	前端组件一律用函数式组件，不要写 class 组件。
rule	Every Dockerfile should end with a non-root USER.
none	Hmm, maybe we should use SQLite instead, let me think about it.
none	never mind, found it
none	Check every file in the diff for leftover console.logs.
none	Perfect, commit that.
rule	I want you to always tell me which files you changed at the end.
rule	Rate-limit every public endpoint.
rule	Always close over the smallest scope you can.
none	Never mind, revert that last edit.
none	Plot the loss curve for run 17.
decision	Let's use uv instead of poetry.
none	Add CPU limits to the worker deployment.
rule	每次改完代码都要跑一遍单元测试。
none	Maybe we'll try Rust for the parser at some point.
none	Not sure yet whether to move to Denver or stay.
none	There's an always-true condition on line 88, can you look at it?
none	Resize all the images in assets/icons to 64x64.
none	We might move to Kubernetes next year, not sure yet.
none	Use the staging DB for this run.
none	把这个 PR 里所有的 print 都删掉。
decision	Let's keep the current schema and add a view instead of migrating.
decision	用 Celery 做任务队列，定了。
none	Why does every PR take a week to get reviewed?
rule	Log errors with the request id attached, always.
none	every test in test_orders.py is failing now, can u check
none	Don't run the full suite, just the auth tests this time.
rule	From now on, whenever you write a regex, add a comment with an example it matches.
none	Should new endpoints go in v2 or v1?
none	I was going to refactor this but ran out of time.
none	Make sure the app doesn't crash when camera permission is denied.
rule	以后别再用 var 了，统一用 let 和 const。
decision	方案二，就这么定了。
rule	Default to immutable data structures.
none	This function always returns a copy, it never mutates its input.
none	Make the tutorial skippable.
rule	API responses always use the envelope format with data and error keys.
none	Each of these handlers needs a timeout; please add them now.
none	Add an index on user_id to the events table.
none	Check if the snapshot change in this PR is intentional.
rule	Please always show me the diff before you commit anything.
rule	Put commands in code blocks so I can copy them.
rule	no deploys on fridays
rule	Log every experiment to MLflow with its git hash.
rule	Dates in API payloads are ISO 8601 strings.
rule	Type hints on all new functions.
rule	CPU and memory limits on all k8s deployments.
decision	Let's store sessions in signed cookies instead of the database.
rule	Any function longer than fifty lines should be split up.
none	Wrap all the calls in this file in try/except for now, we'll clean it up later.
rule	All distances in the game config are in meters and all durations in seconds.
none	Scale the worker deployment down to zero tonight.
none	Kubernetes restarts the pod whenever the liveness probe fails.
none	Apparently the security team requires 2FA for everything now.
rule	Never bump a major version without a changelog entry.
none	要不要以后都用 pnpm？你怎么看？
rule	Hotfixes get backported to the last two release branches.
decision	Let's name the CLI kb.
none	Convert all the tabs in this file to spaces.
none	Bake the lighting in the forest scene again.
rule	Sound effects must go through the audio mixer bus, never played directly.
none	The build fails whenever the network is down.
rule	Keep main deployable.
rule	Config comes from env vars, not from files checked into the repo.
none	Make every field in this form required.
decision	We'll do the docs in MkDocs Material.
rule	Go 代码提交前必须 gofmt。
rule	所有的错误码都要在 errors.md 里登记。
none	All new files in this PR should go under src/new_api.
none	Pin the numpy version in this notebook's requirements so the demo doesn't break.
none	这个表里所有的时间都是北京时间。
none	Reword the last commit message, there's a typo.
rule	Unsafe blocks need a SAFETY comment.
rule	Booleans are named is_, has_ or should_ something.
rule	Keep unrelated refactors out of feature PRs.
none	The game always crashes when you alt-tab on Windows.
none	Temporarily disable the flaky test so we can ship the release.
decision	Decided: monorepo, with pnpm workspaces.
rule	任何人都不许 force push 到 release 分支。
none	Use UTC in this one query so it matches the finance report.
none	每个字段都加上注释，就这个文件。
none	Never mind what I said about tabs, this file is fine as is.
decision	Let's deprecate the v1 endpoints rather than maintain both.
rule	API 返回的字段一律用小驼峰。
none	Love how fast the new build is.
none	Tell Marcus he should use a password manager.
none	For this PR, squash the commits.
none	每次启动这个服务都要等两分钟，太慢了。
rule	Every screen needs a dark mode check before it ships.
rule	Don't reformat files you're not otherwise changing.
rule	Health checks on every service.
rule	Colors off when NO_COLOR is set.
rule	以后 commit message 都用 conventional commits 格式。
rule	Makefile targets should be idempotent.
rule	From here on, use Kotlin for new Android screens.
decision	We're going with Stripe for payments.
none	Draft a reply to the reviewer explaining why we kept the lock.
rule	Going forward, run the full test suite before you tell me something is done.
rule	Never edit files outside the repo directory.
rule	Terraform changes always go through plan review before apply.
rule	When you're unsure about an API, ask me instead of guessing.
none	Don't push anything to main until I've finished the release.
none	Log the request body just for this debugging session.
none	以后的事以后再说，先把 bug 修了。
none	帮我给这个接口加上鉴权。
none	把这个函数改成异步的。
decision	We're going with FastAPI for the new service.
none	The token has to be refreshed every hour.
rule	Keep PRs under 400 lines of diff where you can.
none	Never seen this error before, any idea?
decision	Actually, scratch MongoDB, we're sticking with Postgres.
rule	Model cards for every model we publish.
none	Replace each print in scraper.py with a logger call.
rule	Every doc page starts with a one-sentence summary.
none	把这几个文件里的 var 都换成 const。
none	Generate the OpenAPI spec and put it in docs/.
none	Don't commit yet, I want to look at it first.
none	Point this branch at the staging API.
rule	dbt models need uniqueness and not-null tests on their primary keys.
none	Run the migrations and then write tests for them.
rule	Every notebook has to be re-runnable top to bottom before it gets committed.
rule	Reference the ticket in every commit message.
rule	All user-facing strings go through the i18n helper.
none	Make sure the new flag shows up in --help.
none	Make sure you close the file handle in that loop.
decision	Correction: we're naming it order_items, not line_items.
none	每个按钮都加个 loading 状态，就登录页这几个。
none	Set the timeout to 30 seconds on this request.
none	If we used Redis, would the queue be simpler?
none	All right, now do the same for the orders module.
decision	我们最后还是选了阿里云。
decision	I changed my mind: keep the REST API and skip GraphQL.
none	Thanks, that worked!
none	Replace all occurrences of foo_v1 with foo_v2 in this module.
rule	Sanitize any HTML that comes from users.
decision	I booked the flights, we're doing Japan in April.
rule	Run cargo fmt before every commit.
rule	Never use the latest tag in manifests.
decision	Let's call the package tidewater.
none	The deploy must finish before 5pm today, so start it now.
none	I never remember the flags for tar.
rule	Wait for the third copy before extracting a helper.
rule	别在 main 上直接改，开分支。
none	Any chance you could make the chart bigger?
rule	Keep the public API surface small; anything not needed outside the module stays private.
none	Remove the debug prints before you commit this.
rule	From now on, answer me in German.
decision	我们 team 决定用 Next.js 了。
rule	所有的用户输入都要做校验，前后端都要。
rule	If you change a public API, bump the minor version and note it in the changelog.
none	Save this dataframe as parquet instead of CSV.
none	老板说以后周五不准发版。
rule	Going forward, put new utilities in src/lib, not src/utils.
none	The always flag in the retry config makes it loop forever, which is the bug.
rule	Error handling: wrap errors with context, don't just return them bare.
none	这个库默认所有请求都会重试三次。
rule	Use conventional commits.
rule	写完代码顺手把对应的文档也更新了，以后都这样。
none	Find out why memory keeps growing in the worker.
none	这个接口为什么每次都超时？
none	这个服务一直都是这么慢的吗？
none	这次发版先不更新 CHANGELOG，下次补。
none	Let's discuss the DB choice tomorrow.
rule	Lockfiles get committed.
decision	我换成 Mac 了，Windows 实在受不了。
rule	日志里不能打印用户手机号。
rule	Don't use panics for control flow.
none	Any idea why all the tests pass locally but fail in CI?
none	Hardcode the API key for now, we'll move it to Vault tomorrow.
rule	When you rename something, grep for string references too, not just symbol references.
rule	以后所有的提交信息都用英文写。
none	Bump the Android targetSdk to 34.
rule	Don't leave TODOs without a ticket number.
none	Make sure this function handles None.
decision	Fine, let's go with the cheaper instance type.
rule	Never prompt interactively when stdin isn't a tty.
none	把这个文件里所有的变量都改成驼峰命名。
none	Keep going.
none	Our policy doc says all PRs need two approvals, but nobody follows it.
none	Proofread the migration guide before we publish it.
none	At my last job we always squashed, and I hated it.
rule	No bare except clauses.
none	Is it normal that the fan spins up whenever I run webpack?
none	What if we never cached anything?
rule	Test names should read like sentences describing behavior.
rule	Do not use git add -A in this repo, stage files explicitly.
none	I'm leaning toward Flask but haven't decided.
rule	Don't pull in a crate for one function, binary size matters.
rule	Don't introduce new global state.
none	The client insists that all emails be sent from a noreply address.
none	Never mind the lint errors for now, just get it compiling.
rule	Use dataclasses for plain records rather than dicts.
rule	Don't bump the Python version floor without asking me.
none	帮我查一下为什么内存一直涨。
rule	每个函数都要写单测，没有例外。
rule	Whenever a build breaks on main, fixing it takes priority over everything else.
none	Link the runbook in the disk-space alert.
rule	以后遇到不确定的地方先问我，别自己猜。
none	Write a migration that adds the archived_at column.
none	所有的测试在本地都能过，CI 上就挂。
rule	Every CLI command needs a --help text with an example.
none	Search the codebase for every use of deprecated_fetch and list them.
none	Fix the allocation in the particle update loop.
none	Delete all the .pyc files in the build directory.
none	Let me know when the build finishes.
none	Turn off the retries while we reproduce the bug.
rule	Use pnpm, never npm or yarn, in this monorepo.
decision	We're switching the mobile app from React Native to Flutter.
none	Don't merge this until Priya approves.
none	The word never in that config comment is misleading, reword it.
rule	No print statements in library code; use the logger.
rule	Snapshot updates need a human to actually look at the snapshot, not just accept it.
none	The docs say you have to call init() before anything else.
decision	I picked Tailwind over styled-components for the redesign.
none	文档上说 token 每小时都要刷新一次。
none	Write the changelog entry for 2.3.0.
none	Should I always use async here?
rule	Save files need a version field so we can migrate them later.
none	Happy Friday everyone.
none	Yes.
none	Ideally the tests would run in parallel, but that's a big job.
none	Put all the helper functions from this file into a new module.
rule	Use 422 for validation errors, not 400.
rule	Code samples in docs must be copy-pasteable and tested.
rule	Every incident gets a blameless postmortem within a week.
none	Every endpoint in this router is missing auth, add it.
none	Fix the keyboard covering the input on small phones.
rule	No raw SQL in the views.
none	Make this cron job idempotent, it double-charged people last night.
rule	Alerts must link to a runbook.
none	I'm tired, let's continue tomorrow.
none	My cat just walked across the keyboard, ignore that.
none	Make sure the Dockerfile builds before you push this.
rule	Use semantic versioning for every release.
rule	回答尽量简短，别长篇大论。
rule	every PR needs screenshots if it changes UI
none	Add haptic feedback to the like button.
none	If I were you I'd always pin versions.
none	Add type hints to the functions in utils.py.
none	Undo the changes to package-lock.json.
rule	Constants in SCREAMING_SNAKE_CASE.
none	他每次开会都迟到。
decision	We'll host it on Fly.io.
rule	不要用 git add . ，文件一个个加。
rule	Ask before installing anything globally.
none	Retrain the model on the new split and report the F1.
none	Pause here and let me test it.
none	From now until the end of the call I'll be on mute.
none	Did you see the game last night?
rule	提交之前先跑 lint，这是规矩。
none	Make this Dockerfile run as a non-root user.
rule	Never run destructive commands against prod without asking first.
none	Set NO_COLOR in the CI job so the logs are readable.
rule	In this repo we use snake_case for file names.
none	Can you split this function into two?
none	I think we should probably use UTC everywhere, thoughts?
none	Update the install section of the README to mention uv.
decision	Let's go with the hexagonal layout for the package structure.
"""
