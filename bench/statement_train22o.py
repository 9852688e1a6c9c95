"""Training sentences TRAIN_O for statement classification (rule / decision / none).

Written by a helper session that never saw the classifier or any other labelled set, from its own knowledge.
Voices: people typing to an AI coding agent during an ordinary working session (approvals, continuations,
topic-prefixed task openers, context switches, bug reports, status feedback, resuming work), plus some chat.
Domains: web, CLI, data/ETL, infra, mobile, ML, games, docs; about 15% Chinese or mixed Chinese-English.
Hard negatives: go-aheads with no choice, one-off requests naming files/tools/values, one-off "never/must" steps,
reported rules, tool behaviour, open plans; twins that are decisions (go-ahead settling an option) or rules (standing asides).
Counts: total 516, rule 92, decision 111, none 313.
"""

TRAIN_O = """
rule	Don't add new dependencies without asking me first.
none	Let's park the refactor and come back to it tomorrow.
none	different repo for a minute: bump the version in setup.cfg
none	The project was started in 2016 by the previous team.
none	memory keeps climbing on the worker pods, can you find out why?
none	that's unrelated, revert that part
none	Do we even need this dependency?
none	Just this once, skip the pre-commit hook so we can get the hotfix out.
rule	fine, but always run the tests before you tell me it works.
decision	okay, we host the docs on Read the Docs.
decision	Ok scrap that, we're not caching anything for v1.
rule	when in doubt, ask me rather than guessing the requirement
none	How long will the reindex take?
decision	we'll run the physics at a fixed 60Hz tick and interpolate the rendering
none	嗯，差不多了，再把注释补一下
none	导出任务那里，给上传加个重试
none	接着写测试
decision	fine, no dark mode in v1
rule	Keep textures power-of-two sized for all game assets.
decision	Right, the plan is final: we cut the monolith along the billing boundary first.
rule	好的，另外以后别自动升级依赖版本。
none	Also handle the 404 case while you're there.
rule	每次发版之前先跟我确认一下 changelog。
none	The original author wrote everything in one file.
decision	I've decided to move to Lisbon in the spring.
none	Open a PR against the release branch.
none	For the export job, add a retry around the upload.
rule	Every public API response must include a request id header.
decision	Use option 2 — the materialized view — for the dashboard.
none	Go ahead, but stop after the first file so I can check it.
none	Bump axios to the latest patch version.
none	then the README
rule	Respond with code only, no explanations, unless I ask why.
decision	Let's go with the plain CSV export; Excel can come later.
none	Don't touch the tests in this PR, just the code.
decision	we're renaming the repo to atlas-core
none	Never mind, I found it.
none	My lead says we must get two approvals before merging.
none	Hmm, both options look fine to me, your call.
none	I usually test in Firefox first, out of habit.
decision	Let's do it with a background worker rather than inline in the request.
decision	I'm selling the car and biking to work from now on.
none	Rename getUser to fetchUser in this file.
decision	Second option then, the one with the join table.
decision	Let's store the images in S3 and keep only the keys in the DB.
decision	Decision made: no ORM, we write the queries by hand.
none	We might go with Postgres, depends on what the DBA says.
none	my friend just got a puppy!
decision	We'll use int64 cents for money, no floats.
decision	Changed my mind: keep the enum, don't switch to strings.
decision	the team agreed to move standup to 10am
none	Please fix the typo in the error message.
decision	We're standardizing on Vitest for the frontend tests.
decision	Actually, scratch the websocket idea; we'll poll every 30 seconds.
decision	fine, Redis then.
rule	Please always answer in English, even when I write to you in Chinese.
none	Ok, undo that last change.
none	In the Helm chart, expose the replica count as a value.
none	Nope, same thing.
none	next file
decision	On reflection, the cache key should include the locale, let's do it that way.
none	Use the same colors as the header for this card.
decision	OK so we're doing server-side rendering for the marketing pages.
none	go for it
none	Don't worry about Windows for this script, it only runs on the build server.
none	这个 token 每小时都要刷新一次
none	you should back up your photos before upgrading
none	行，就这样
none	Can we resume the search refactor from yesterday?
decision	The new config format will be TOML.
none	hmm, not quite
rule	以后回复我的时候先说结论，再说细节。
none	run the linter on this file
none	Rebase this on main please.
decision	好 就按你说的，拆成两个服务。
rule	Run the heavy notebooks on the GPU box, never on the shared CPU server.
decision	Let's do the migration in two phases, schema first and data second.
none	thanks, that's really helpful
none	你觉得方案一和方案二哪个好？
rule	For the ML pipeline, always set a random seed and log it with the run.
decision	the team picked Sentry over Rollbar
rule	always rebase onto main before opening the PR, never merge main into the branch
none	ok now do the same thing for the orders table.
decision	好的，用 gRPC，不用 REST 了。
none	Reduce the learning rate to 3e-4 and rerun.
decision	我们团队决定下个季度迁到 k8s。
none	For this run, make sure you don't hit the real payment API.
none	someone reported that CSV exports have the columns shifted by one
decision	Fine, we keep the REST endpoints and skip GraphQL.
decision	Going with Parquet for the intermediate files.
none	The test suite hangs on test_websocket_reconnect.
none	How do I squash the last three commits?
none	FYI I merged your branch.
none	maybe we'll try Rust for the next one
none	好，那你先写个初版给我看看
none	继续，把剩下的接口也补上
none	Interesting, I didn't know that.
none	内存一直在涨，帮我查一下原因
rule	以后提交前一定要先跑一遍测试。
none	这个报错是什么意思？
rule	Put new helpers in utils/ from now on instead of sprinkling them across modules.
none	Let me think about it and get back to you.
none	可能以后会试试 Rust
none	Summarize what changed in this branch.
rule	Training data never leaves the EU bucket, so don't copy it to local machines.
none	keep going
rule	Do not change public method signatures in the core module without a deprecation first.
rule	No emojis in commit messages.
none	先这样
none	not working, here's the log
none	Go ahead and run the migration on staging.
none	Sprites flicker when the camera pans left.
none	Make the modal close on Escape.
none	one sec, my colleague needs something
decision	Let's use UUIDv7 for the primary keys in the new tables.
none	For this PR, split the refactor into a separate commit.
decision	最后定了，前端用 Vue 3。
rule	ok do it, but remember: never run destructive commands on prod without my explicit yes.
decision	We're dropping the Windows build for now.
none	Is there a reason this uses threads instead of asyncio?
decision	I decided not to go to the conference this year.
none	good morning!
decision	We settled on gRPC between the two services.
none	Install requests and try again.
decision	Yep, JWT with short expiry plus refresh tokens, that's what we'll do.
decision	yes, the event-sourced version — go build it.
none	Can you check why the coverage report is empty?
none	今天就到这吧，明天继续
rule	Error messages shown to users should never contain stack traces.
rule	ok 继续，but from now on 每个新函数都要写单测。
none	Re the onboarding emails — change the subject line to "Welcome aboard".
decision	I'm switching to Neovim for good.
none	This is way slower than before.
decision	I picked Tailwind for the new landing page.
none	看起来不错，合并吧
decision	we bought the bigger apartment in the end
decision	ok, the retry goes in the client, not the server.
none	no change
none	Regarding the nightly ETL: it's loading yesterday's file twice, please dedupe.
rule	以后遇到不确定的需求先问我，不要自己猜。
none	In the CLI, add a --dry-run flag to the sync command.
none	do it
none	我总是忘记激活虚拟环境
none	ok that's fine, proceed with step 3.
rule	以后小改动不用问我，直接改。
rule	测试里不要依赖网络，需要的数据都放 fixtures。
decision	We chose MIT for the license.
none	better, but the button is still misaligned
none	The docs build fails with a broken cross-reference warning.
none	Continue from where you stopped.
none	跑一下单测
none	let's pick the billing thing up again
none	For the leaderboard, sort ties by earliest submission.
none	ok cool
none	The scheduler always runs jobs in UTC.
none	Now handle the empty-list case.
rule	Keep PRs under 400 lines of diff where you can.
none	nice one
none	I'm so tired today.
rule	keep answers short unless I ask for detail
rule	Don't leave TODOs without a ticket number.
decision	So we're going with a weekly release train.
none	这次先不跑 pre-commit，赶紧把热修复发出去
none	The loss goes to NaN after epoch 3.
none	Don't commit yet, I want to look at the diff.
none	Do the same refactor in the mobile client.
none	ok now the hard part: the conflict resolution logic
none	lgtm, merge it
rule	Please stop opening draft PRs for me; just show me the diff here first.
none	Show me the diff before you commit.
none	I never remember the tar flags.
rule	Make sure every cron job you write is idempotent, that goes for all of them, not just this one.
none	If I were you I'd take the job offer.
rule	Public functions in the SDK must stay backwards compatible until the next major version.
none	Export the chart as SVG.
none	好了，跑通了
none	The API always returns dates in ISO format.
none	The app crashes on Android 12 when you rotate the screen during an upload.
none	其他两个文件也一样改一下
none	Merge conflict in package.json, can you sort it out?
rule	代码注释统一用英文写。
none	sounds good, do it
decision	ok let's go with FastAPI, Flask is too bare for this.
none	Any idea why this is so slow?
rule	Prefer composition over inheritance for game entities, as a general rule.
none	I'm thinking of moving to Berlin, what do you think?
rule	Tabs, not spaces, in the Makefile and everywhere else in this repo.
rule	If you're unsure whether a change is breaking, treat it as breaking.
none	Hmm, the game runs at 30 fps on the Steam Deck.
rule	Pin every Docker base image to a digest, not a tag.
rule	Use type hints on every new function you write in this codebase.
none	What are the tradeoffs between the two options?
none	The linter never complains about that, weird.
none	Let's move on to the logging piece.
none	fine, but only touch the two files I mentioned
decision	Let's go with semantic versioning, starting at 0.1.0.
none	帮我把版本号改成 1.4.2
decision	We'll support only the two latest iOS versions.
decision	We're going with 5-fold cross-validation for this comparison.
rule	Sure, go ahead — and in general, if a fix is under ten lines you don't need to check with me.
none	next part please
decision	我买了那台二手的 Switch。
decision	就用方案二。
none	carry on
rule	Don't rewrite history on shared branches.
decision	We'll keep both endpoints alive until June and then remove v1.
decision	Let's go with option A, the simpler schema.
none	Terraform wants to recreate the database, that can't be right.
none	Run the benchmarks again on the new branch.
decision	We're moving CI from Jenkins to GitHub Actions.
none	ok, back on the onboarding flow
none	Profile the import function and tell me where the time goes.
rule	Any docs page you edit gets a last-reviewed date at the top.
none	continue with the parser
rule	Don't silence linter warnings with inline disables unless you explain why in a comment.
none	等一下，先别跑
rule	For the mobile app, every user-facing string goes through the i18n helper, no hardcoded text.
decision	Let's go with the hexagonal layout for the new service.
none	let's get back to the migration
none	put the helper in utils/dates.py
none	perfect, thanks!
decision	Final answer: the button stays blue.
none	Move the constants into config.py.
none	honestly this codebase scares me a bit
none	Auth service — the refresh endpoint returns 500 when the token is expired.
none	Add the missing await in fetchProfile.
none	Use jq to pull the ids out of that response.
rule	lgtm; also, in future PRs please include a short test plan in the description.
none	what's next on the list?
decision	ok the new binary will be called pv, short for pipeview
rule	所有对外的 API 都必须加限流。
none	Write a Dockerfile for this service.
rule	ok, and from now on just go ahead without asking for small refactors.
decision	Let's make the timeout configurable rather than hardcoding it.
none	CI 又挂了，你看看
none	Set the timeout to 30 seconds for this test run.
none	side quest: regenerate the lockfile, it's conflicting
none	把这个函数挪到 utils/dates.py 里
none	The docs say you must call init before any other function.
none	Yes please.
none	For the invoice PDF, move the logo to the top right.
none	Add lodash to the dependencies of the admin package.
rule	alright, merge it — and next time squash before merging.
none	Run pytest with -x so it stops at the first failure.
rule	Going forward, use the staging bucket for all test uploads, not prod.
none	back to the auth work
none	We might drop IE support at some point.
none	ok 没问题，push 吧
none	It compiles now but the output is wrong.
rule	Going forward, CI scripts should run pnpm install with the frozen lockfile flag.
none	换个仓库：把 setup.cfg 里的版本号升一下
none	Delete the old fixtures folder.
none	我们要不要用 Kafka？
none	Print the shape of the tensor before the reshape.
decision	let's make the dark theme the default
decision	After the spike, we're adopting htmx for the admin pages.
none	Can you add a loading spinner to the upload button?
none	用户说导入从周二开始就崩了，帮忙看一下
none	fine, continue
none	Run it against the sample file in data/raw first.
none	Revert the last commit.
none	Should we use Redis or Memcached here?
none	Start with the data model, then the UI.
none	On the player controller, jump feels floaty, raise gravity a bit.
none	Pausing this, can you look at the failing deploy real quick?
none	brb, coffee
none	先把 lint 跑一下
none	文档构建报错了
none	领导说合并前必须要两个人 review
decision	We're going with Postgres for the analytics store.
decision	Actually, let's go back to the first design, the sidebar was clearer.
none	还是报同样的错
decision	I went with the cheaper laptop in the end.
decision	部署就放阿里云，不折腾 AWS 了。
rule	Whenever you finish a task, list the files you changed.
rule	Mind the line length: 100 columns max in all Python files.
decision	I've booked the flights, we're going to Japan in April.
rule	Whenever you touch the migrations folder, ping me before running anything against staging.
none	Let's see what happens if we double the batch size.
none	ok，继续写 parser 部分
none	I always forget to activate the venv.
rule	No raw SQL in the controllers; everything goes through the repository layer.
none	Check if the cron syntax is right: 0 3 * * 1
none	You should really try pyenv, it saved me a lot of pain.
none	now the tests
decision	For auth, we're going with Google OAuth only, no passwords.
none	Next, wire the form to the API.
none	Run black on these two files, nothing else.
rule	Sounds good — and going forward, keep commit subject lines under 72 chars.
none	I hate YAML so much.
none	Close, but the dates are off by one day.
none	Try it again with verbose logging on.
none	I'll review it after lunch.
none	Please write a migration that adds an index on user_id.
rule	以后别用 git add . ，只 add 你改过的文件。
none	Which approach would you pick?
none	Did you watch the game last night?
none	不太对，再看看
none	Make the shadow a bit softer on the cards.
none	The staging env is down again, fyi.
rule	From today, all new services log in JSON.
none	Ping me when the training run is done.
none	I'm thinking about switching to Postgres, but not sure yet.
decision	Alright, MkDocs over Sphinx for the docs site.
none	the save button says Sbumit lol, fix the label
none	Oops, I gave you the wrong file, use orders_v2.csv instead.
decision	Let's go with a single Kubernetes cluster and one namespace per environment.
decision	I signed up for the half marathon in October.
none	ok, step two.
none	我在考虑换到 Neovim，还没想好
none	lgtm，merge 吧
decision	Use the queue approach; the cron one is too fragile.
none	About the docs site: the search box is broken on mobile, please look.
decision	Going with SQLite for the desktop app, no server needed.
decision	hmm ok, monorepo layout then.
none	Can you make it faster?
decision	Okay, we go with a 3-column grid on desktop and a single column on mobile.
decision	yes, the lazy-loading version, go.
rule	Stop using print for debugging in committed code, use the logger.
none	I shouldn't have used MongoDB for this.
none	What if we moved the cache to the edge?
none	Restart the dev server.
none	yes do it for all of them
none	回到刚才的登录问题
decision	Correction: let's call the field created_at, not creation_date.
none	use the staging bucket for this upload
none	Do the remaining endpoints the same way.
none	I get a different error now: ModuleNotFoundError: No module named yaml
none	Be careful with that table, it's huge — add a LIMIT when you query it now.
decision	yeah let's split the parser into its own crate
rule	Never commit .env files, not even the example ones with fake values.
none	the p95 latency doubled after the deploy
rule	Write docstrings in Google style throughout the project.
none	For the training script, add an option to resume from a checkpoint.
decision	Ok, the model will be a gradient boosted tree, not the neural net.
none	The login page is blank in Safari.
decision	I quit my job yesterday, finally.
rule	When you add a config option, give it a sane default and document it.
decision	那就按第一种方案来吧。
none	lol
rule	Don't mock the database in integration tests; use the test container.
rule	From now on write the changelog entry in the same commit as the change.
rule	Every migration needs a down step.
none	It still says permission denied when I run the script.
none	alright, merge when CI is green
none	yeah that looks right
none	wow, that was fast
none	see you tomorrow
none	可以，开始吧
decision	好，那就用 Redis。
none	In hindsight the microservices split was premature.
none	Use port 8081 for now, 8080 is taken on my machine.
decision	我辞职了，下个月去上海。
none	Dashboard: the chart legend overlaps the axis labels.
decision	yes, keep the old API and add a v2.
rule	Keep going, and from here on stop summarising what you did at the end of every reply.
none	Would a queue make this simpler?
none	Add a comment explaining why we sleep here.
none	Where were we with the caching work?
rule	Secrets go in the vault, never in config files or plain-text CI variables.
decision	项目名就叫 qingfeng 吧。
none	Add a unit test for the rounding bug.
rule	No more than one feature flag per PR.
none	For the checkout flow, the coupon field should accept lowercase codes too.
none	On the settings page, fix the spacing.
none	looks like the last commit broke the build on arm64
none	Android 上旋转屏幕会闪退
none	The deploy went through.
rule	Whenever the schema changes, bump the minor version of the package.
none	Back to what we were doing before the outage.
none	The client meeting went well, by the way.
none	In utils/strings.py, add a slugify function.
none	What does this warning mean?
rule	Before you push, run the formatter — that's a standing thing, not just for today.
none	keep going, you're almost there
none	ok that fixed it
rule	Please stick to the existing folder structure, no new top-level dirs.
rule	Never use any in our TypeScript; use unknown and narrow it.
none	yep
none	好的继续
rule	Every shader change needs a before/after screenshot in the PR.
rule	日志里不能打印用户的手机号和身份证号。
none	Apparently the client wants all exports in Excel now.
none	Convert this notebook into a script.
decision	We'll drop support for Python 3.8 in the next release.
none	Good, now clean up the debug prints.
none	Tag this commit as v2.3.1.
rule	fine, ship it, but from now on tag every release in git too.
none	Getting a segfault when I run it with more than 8 threads.
rule	From now on, ask before deleting any file.
rule	Don't touch the generated files under api/gen; regenerate them with the script instead.
none	在设置页面把间距调一下
none	oh and the footer link is broken too
none	Create a new branch called fix-export-encoding.
none	这次上传用 staging 的 bucket
decision	I chose Rust for the rewrite because of the memory bugs.
none	That test was already failing before your change.
decision	接口还是保留 v1，另外加一个 v2。
decision	let's put the rate limiter at the gateway, not in each service
none	Why is the build taking 20 minutes now?
rule	One PR per ticket please, don't bundle unrelated fixes.
rule	Alright; as a standing rule, no deploys after 4pm on Fridays.
decision	ok option B it is
none	and the docs too please
rule	变量命名一律用 camelCase，别混用。
rule	From now on, no force pushes to main, ever.
none	alright, implement it
decision	Let's call the new package tidewater.
none	ok forget the CSS for now, the API is down
decision	Decided: the CLI will be written in Go.
rule	Please don't reformat files you aren't otherwise changing.
none	yes, ship it
none	Now write the release notes for 2.4.
none	哈哈哈
rule	凡是涉及数据库迁移的改动，都要先在 staging 上验证。
decision	改主意了，日志不存 ES 了，改用 Loki。
none	same for the other two files
rule	每次改完接口都要同步更新 API 文档。
rule	不要直接推到 main 分支，所有改动都走 PR。
none	ok, push it.
none	wait, stop — don't run that yet
none	You must restart the server after this change or it won't pick up the config.
none	We used to deploy by FTP, can you believe it.
none	Great, now deploy it to staging.
none	hold on, let me check something first
none	The nightly job didn't run last night.
none	The search returns nothing for queries with accents.
none	Hmm, that's not what I meant.
none	works on my machine now, thanks
decision	I'm going with Hetzner for hosting the side project.
rule	when you rename something, grep the docs folder too and update the references.
none	Can you add the new env var to the example file?
none	插一句，线上支付回调超时了，先处理这个
decision	We'll keep the monolith; microservices aren't worth it at our size.
none	that worked
decision	Let's reuse the existing auth middleware instead of writing a new one.
none	把 README 也更新一下
none	Check the logs in Grafana for the last hour.
none	ok go ahead
none	Looks good to me.
none	Sorry, unrelated, but what does the -z flag do in this grep?
decision	fine, cron instead of Airflow, it's only three jobs
none	quick detour, something is on fire: the payments webhook is timing out in prod
decision	I'll take the job in Berlin.
none	sure, apply the patch
rule	If a test is flaky, mark it and open an issue instead of retrying until it passes.
none	the CI is red again, can you check
decision	我们决定用 PostgreSQL，不用 MySQL 了。
none	Fill in the missing translations for German.
none	great, commit that
none	that's enough for today, good work
none	Our security team requires MFA on all admin accounts.
none	Generate some fake data for the orders table, maybe 10k rows.
decision	Let's put the feature behind a flag and roll it out to 10% first.
none	谢谢，帮大忙了
none	Interesting approach, let me think.
rule	yes — and keep doing that: show me the failing test output before you fix anything.
none	Switching gears: I need a quick script to rename these 300 image files.
none	run it once more
none	周末去爬山吗？
none	Haha, classic off-by-one.
none	why did you change the import order?
decision	i'm moving the blog off WordPress to Hugo this weekend
decision	ok, let's use the queue table instead of Kafka
decision	Fine, debounce at 300ms then.
decision	I'm going to stay at my current job after all.
none	Let's continue the save-game system we started last week.
decision	Alright let's drop our custom tokenizer and use the Hugging Face one.
none	Strings in Python are immutable, so that won't work.
rule	All Terraform changes go through plan review before apply, always.
none	still failing with the same error
none	you're a lifesaver
none	Could we do this with a single SQL query?
none	users say the import crashes since Tuesday, please look
none	Tests pass locally.
rule	Name feature branches after the ticket, like PROJ-123-short-desc.
none	这个 bug 好诡异
decision	alright, go with the second approach
decision	Let's name the service ledger-sync.
none	Approved, go ahead and open the PR.
decision	Sure, pagination by cursor, not offset.
decision	We'll use Godot for the prototype instead of Unity.
none	Weird, it works when I run it by hand.
rule	Any new endpoint needs an integration test, no exceptions.
none	Let me know when the build finishes.
none	that broke the other test
none	The intern keeps pushing to main, it drives me nuts.
none	Can you explain what this regex does?
none	ugh, Mondays
none	nice, that's exactly what I wanted
none	I pushed a fix for the flaky test, pull before you continue.
none	Not sure yet whether to go with Flutter or native.
none	The token has to be refreshed every hour.
none	customers in Australia see the wrong dates on their invoices
none	Make the error message friendlier.
rule	回答尽量简短，别每次都贴整个文件。
none	Good catch.
decision	ok, we'll keep retries at three and add jitter, that's the design.
rule	In this repo, dates are stored in UTC and converted only at display time.
none	Can you take a screenshot of the new layout?
decision	ok I'm convinced, we'll vendor the library instead of depending on it
decision	we'll build the mobile app in React Native rather than two native codebases
rule	Keep the README in sync whenever you change a CLI flag.
none	What's the test coverage on the payments module?
none	下一步
decision	先不做缓存了，第一版直接查库。
none	这个 PR 先 review 一下
none	Log the request body here temporarily so I can see what's coming in.
none	If we used GraphQL, would the frontend get simpler?
rule	Tests live next to the code they test, not in a separate top-level folder.
none	The free tier only allows 100 requests per minute.
decision	定了，模型先用 XGBoost。
none	Ok, but keep the old function around until we finish this task.
rule	Whenever a query takes more than a second, add it to the slow-queries doc.
none	On the iOS build, bump the deployment target to 16.
decision	we adopted a cat last weekend!
"""
