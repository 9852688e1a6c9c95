"""Training sentences TRAIN_F for statement classification (rule / decision / none).

Written blind by a helper session on branch train22f: the author never saw the classifier,
its code, its tests or any other labelled set, and wrote every sentence from general knowledge
of how people type to an AI coding agent in a terminal (Python, JS/TS, Go, Rust, infra, data/ML,
docs and git work; terse to polite, some non-native English, about 12% Chinese or mixed
Chinese/English). Labels follow the speaker's intent: rule = a standing instruction about the work
or the agent's behaviour meant to hold from now on (imperatives with or without always/never/from now on,
house conventions, "X only", "X over Y", conditionals, requirements on every/all of a kind of thing);
decision = a choice the speaker or their team makes now or has made, including picking among the
agent's options and correcting an earlier choice, about work or life; none = everything else, above
all one-off task messages for the current work (scoped to a file, branch, run, demo or "for now"),
go-aheads and follow-ups, questions, musings, habits, reported rules or choices of others, and facts
about how code behaves. Counts: total 526, rule 165, decision 62,
none 299, of which 171 are hard negatives (none lines containing rule- or decision-like words).
"""

TRAIN_F = """
none	go ahead
none	our CTO chose Kubernetes and now we're stuck with it
rule	every form input needs a visible label
none	don't push yet, I want to look at the diff first
none	the parser always chokes on empty lines, can you see why?
none	close, but the padding is still off on mobile
none	which one would you pick, Redis or Memcached?
none	in billing/invoice.py the tax rounding is wrong, fix it
none	do you always need a lockfile for a library?
none	if the build passes, go ahead and merge it, no need to wait for me
rule	hash passwords with argon2 only
rule	don't run the e2e suite locally; it's CI only
none	use the old config file for this test run
none	use the --dry-run flag when you run the cleanup script this time
none	torn between Celery and RQ, which should I use?
none	use yarn for this command since the lockfile here is yarn's
rule	never force-push to shared branches
rule	2-space indentation in all yaml files
rule	benchmarks go in benches/, not in the test suite
none	switch the log level to debug so I can see what's going on
none	the deploy must have failed silently
none	always fun when CI is red on a Friday
decision	the cutover date is June 3, final
none	don't add a changelog entry for this one, it's an internal refactor
none	以前我们都是用 SVN 的
none	we need to write docs for the new endpoint before Friday
none	switch to the feature/login branch and rebase it on main
rule	keep main deployable at all times
none	need to rename the column to user_id in this migration
rule	以后 commit 之前先跑 pytest
rule	don't leave TODO comments without an issue number
none	I'd prefer if we looked at the memory leak first today
none	until I'm back from lunch, make sure the dev server keeps running
none	把 utils.py 里那个没用的函数删掉
decision	we're adopting pnpm workspaces for the repo
rule	if a test is flaky, tell me instead of rerunning it until it passes
decision	between the two libraries you listed, I pick httpx
none	the previous dev went with MongoDB for this, so work with what's there
rule	tests must not depend on network access
none	draft a reply to the issue about the Windows build
rule	don't use sudo in any script
decision	I'll take the second design you proposed
rule	never overwrite anything in the raw data folder
none	fix the flaky upload test in tests/e2e, then push
none	you need to restart the dev server after changing .env, right?
rule	所有接口返回都要带 request_id
rule	whenever a new crate goes into Cargo.toml, pin it to an exact minor version
none	I'm tempted to switch to Zig for this, but that's a later conversation
rule	retry logic goes in the client wrapper, not in the callers
decision	we'll ship without dark mode and add it later
rule	don't explain basic git to me in your answers
decision	we're not doing the migration this sprint; it's pushed to Q3
rule	no mocking the database in integration tests
none	delete the feature flag for the new checkout, it's fully rolled out
none	let's see what the error says first
none	what's the time complexity of this loop?
decision	ok, we'll name the package dshsync
none	the linter rule says functions must not exceed 20 statements, why is this one flagged?
rule	wrap markdown docs at 80 columns
decision	我们决定砍掉导出功能
none	do not merge this PR until Sam approves it
rule	jest tests use describe blocks per function, that's the convention here
none	no rush on this one, you don't have to finish it today
none	port the bash deploy script to python
none	add pagination to the /users endpoint
rule	anything user-visible that isn't finished goes behind a feature flag
rule	foreign keys always get an index
rule	breaking changes need a migration note in the docs
none	kill the process on port 3000
decision	let's go with Postgres for the event store
rule	singletons are banned in this codebase
none	our contributing guide says every PR must have two approvals, can you check if this one does?
none	fix the typo in the error message on the login form
rule	log at debug level inside loops, never at info
rule	whenever you finish a feature, add a line to the changelog under Unreleased
decision	I'm going with Redis for the cache; memcached is out
rule	use british spelling in the docs
none	我在考虑改用 Rust，但还没想好
rule	no latest tags in any Dockerfile
none	in Go you have to handle every error, so what's the idiomatic way here?
none	write a Dockerfile for the worker service
decision	I turned down the contract with the agency
rule	don't reformat code you didn't otherwise touch
none	lol that error message is useless
rule	never run rm -rf on anything outside the build folder
none	no need to write tests for this spike
none	the queue has to be drained before shutdown or we lose messages, so check shutdown() handles that
none	never again will I debug CSS at 2am, lol
rule	code must keep running on Python 3.9, so no match statements
none	document the config options in the README
rule	if a command will take more than a minute, tell me before you run it
none	add a comment explaining why we sleep there
none	I chose the wrong base branch for the PR, can you retarget it?
none	hardcode the API URL for the demo, we'll clean it up next week
rule	don't ever skip tests to make CI green
none	别管那个警告了，先把功能跑通
none	add a docstring to parse_config explaining the return value
rule	don't catch bare Exception; catch the specific error
none	这个函数必须返回列表，不然调用方会报错
none	open a PR for this branch with a short description
none	avoid the network call in this test by using the fixture
none	should we always run migrations on startup?
decision	we're moving the standup to 10am
none	write the release notes for 3.2 based on the merged PRs
rule	always use === in javascript
none	他们决定用 Java 了，我们要配合一下接口
none	and then update the snapshot tests
rule	for anything that touches payments, ask me before changing it
rule	every goroutine needs a way to be cancelled
none	the vendor chose to deprecate the v2 API, so we need to migrate the client
none	compare the output of the old and new parser on sample.csv
none	you should have asked before deleting that file
none	I wonder if we need to pin the Node version
none	我们组长说以后都要写单测
none	总是这个超时错误，烦死了
decision	we'll host it on Fly.io rather than AWS
none	not sure if we're going with AWS or GCP yet, keep the code provider-agnostic for this spike
none	I should have written tests for this earlier
none	going with the flow for now, just get the tests to pass
none	write a short migration guide for the v2 release
none	the build never finishes on my laptop
none	先回滚到上一个版本
none	when the tests finish, remember to tell me which ones failed
rule	never downgrade a package to work around an error without asking me
none	我总是忘记激活虚拟环境
none	maybe we should use SQLAlchemy 2.0, what changed in it?
none	the docs say we must call init() before anything else, is that still the case?
none	in components/Header.tsx, make the logo link go to /home
rule	one logical change per commit
none	update the docs for the export command
decision	I'm keeping the old API around until v3
none	if we switched to Rust, how long would the port take?
none	split this 300-line function into smaller pieces
none	I never remember the flags for tar
none	给 orders 模块加几个单元测试
rule	pass context.Context as the first argument everywhere
none	delete node_modules and reinstall
rule	no new dependencies without a one-line justification in the PR description
rule	代码注释一律用英文
none	要不要用 Redis 做缓存？
rule	after each task, list the files you changed
rule	no hardcoded URLs; read them from config
none	you always add so many comments, it's funny
rule	async functions must not block; push blocking calls to a thread pool
rule	no console.log left in committed code
rule	validate input at the boundary with pydantic, not deep inside the service
none	undo the last change to config.yaml
none	use a smaller batch size this time, it ran out of memory
rule	anyhow for binaries, thiserror for libraries
rule	when you write a regex, add a comment with an example match
rule	in this repo, pure functions go in utils and anything with IO goes in services
none	the README has a broken link in the install section
none	can you make sure the seed script actually ran?
rule	all user-facing strings go through the i18n helper
rule	kubernetes manifests belong in deploy/ and nowhere else
none	push it
none	run just the integration tests for orders
none	rename getUserData to fetchUser across the services folder
rule	explain your plan in a few bullets before editing more than one file
rule	docker base images must be pinned by digest
none	since the infra team switched us to GitHub Actions, builds have been fine
none	do we have to pin numpy, or is a range fine?
none	bump the version to 2.4.1
none	squash the last three commits into one
decision	算了，不用 Docker 了，直接部署到机器上
none	run the migrations and then seed the dev db
none	the cache never invalidates when the config changes
none	can you review my last commit?
decision	second option, go
none	I need the CSV export working by Friday
rule	please always reply in English, even if I mix in Chinese
none	move the date helpers into their own module
none	let's look at the nginx logs
rule	每个新接口都必须写文档
rule	secrets stay in the vault, not in .env files checked into git
none	should we decide on the logging library now or later?
decision	数据库我们选了 MySQL
none	perfect, ship it
none	extract the retry logic in fetcher.ts into a helper
none	rust won't let you use a moved value, which is why this fails
none	thinking about going with Svelte but I'm not sure
decision	no wait, use the recursive version you showed first, not the iterative one
rule	no lodash, we write small helpers ourselves
none	if this fails again, make sure you paste me the full log
none	把这个接口改成分页返回
none	I might switch us to Bun at some point
none	Priya decided to rewrite the auth module, can you help me review it?
rule	whenever you change the public API, update CHANGELOG.md in the same commit
none	make sure the tests in test_auth.py pass before you push this branch
none	restart the dev server
none	这段代码能解释一下吗？
decision	我们定了，用 Go 重写这个服务
none	I used to always write my own makefiles, now I just use just
rule	keep PRs under 400 lines of diff
rule	keep your replies short unless I ask for detail
none	this test must be run as root or it fails with permission denied
rule	don't add new global state
none	I was going to go with Django but I'm having second thoughts
rule	use pnpm, not npm, for anything in this monorepo
decision	we'll go with JSON lines instead of CSV for the export
rule	don't install new npm packages without checking with me first
rule	no emojis in commit messages
none	never mind, I found the bug myself
rule	every React component gets its own file
rule	before each commit, run the linter and fix what it flags
none	这次一定要在发版前把这个报错修掉
none	should I use Postgres or DynamoDB here?
none	tweak the colors on the dashboard so the chart is readable
none	never seen this warning before, what is it?
none	avoid touching auth.py in this change if you can
decision	final answer: monthly billing only, no annual plans
decision	ok, option B, the queue-based one
rule	别在代码里用 print 调试，用 logging
none	I usually prefer tabs but whatever the formatter does is fine here
rule	line length is 100 for this project
none	explain what this regex does
decision	number 3, the lazy loading one
decision	okay, I'll go with your proposal to split the module in two
none	the CI must have cached the old image, can you clear it?
none	the tests pass now, thanks
rule	containers run as non-root, always
rule	新代码都用 TypeScript，别再写 JS 了
decision	I'm moving this project from poetry to uv
none	make sure to check out the new Rust release notes, they're interesting
none	add a log statement in handle_request for debugging this, but don't commit it
rule	never auto-merge dependabot PRs
none	upgrade react to 18.3 and fix whatever breaks
none	generate some fake users for the demo database
rule	the first line of a commit message stays under 72 characters
none	add a changelog entry for the timeout fix
rule	outgoing HTTP calls must always set a timeout
none	prefer whichever approach is quicker for this bug
rule	we use conventional commits in this repo
rule	new CLI commands need a --dry-run option
none	would it be better to avoid ORMs altogether?
none	I decided nothing yet, just show me the options
decision	我决定下周一开始做重构
rule	going forward, every new module gets a short docstring at the top explaining what it's for
none	提交一下，信息写修复登录问题
rule	all SQL goes through the query builder, never raw strings
none	what's the difference between these two implementations?
none	add retries to the upload in sync.py, three attempts
none	the callback has to return a promise, otherwise the loader hangs
none	the flaky test failed again, see if it's a race condition
rule	stop adding a recap paragraph at the end of your replies
none	what does ECONNRESET mean here?
decision	I went with the 32GB MacBook in the end
none	no idea why it's slow, should I profile it?
none	profile the image resize endpoint and tell me where the time goes
rule	always run the full test suite before you tell me something is done
rule	stop asking me for confirmation on trivial formatting changes
none	the endpoint must be called with a bearer token or it returns 401
none	you shouldn't have changed the lockfile in that last commit
none	跑一下测试
none	is it ok to use a global here just for the prototype?
none	the README says contributors should run make setup first
rule	branch names follow feature/<ticket>-short-name
rule	never edit the lockfile by hand
rule	clear notebook outputs before committing them
decision	let's do the monorepo
none	I picked this repo up from a colleague, can you give me an overview?
none	my manager always says never to deploy on Fridays
rule	don't apologise in your answers, just fix things
rule	all infra changes go through terraform, never click-ops in the console
none	以后再说吧，先把今天的事做完
decision	decided: the API gets versioned in the URL path
none	the reviewer says we have to squash this PR, can you do that?
none	that's not what I meant, I wanted the header sticky, not fixed
decision	I chose the cheaper VPS, 4GB is enough
none	this should never happen, but it does, look at the trace
none	I almost went with Vue but that was years ago
none	need to fix the failing test in test_parser.py
none	deploy the current branch to staging
none	stub out the payment call for tomorrow's demo
none	set up a GitHub Action that runs the tests on PRs
none	remember the fix we did yesterday for the date parser? do the same in invoices.py
none	publish the package to the test PyPI
none	do I need to add an index for this query?
none	add type hints to the functions in parsers/csv_reader.py
none	wire up the new button to the delete handler
rule	public endpoints must be rate limited
rule	以后新建的表都加上软删除字段
none	in my last job we had to sign every commit with GPG
rule	don't use wildcard imports
decision	I'll take your suggestion and use a bloom filter
none	the memory usage keeps climbing, any ideas?
rule	don't disable eslint rules inline; fix the code instead
rule	config values come from env vars, never from constants in code
decision	I'm dropping the mobile app from scope
rule	ask me before you run any database migration
none	avoid the heavy pandas import in this script by importing it lazily inside main()
none	from now on the loop uses the new iterator, right? check line 80
none	let's run the benchmark once more
rule	keep the README in sync whenever you add a CLI flag
decision	I've decided to move to the infra team next quarter
none	update the changelog with today's fixes and commit it
decision	we're renting the apartment near the office
rule	prefer early returns over nested ifs
none	commit this with a message about the retry fix
none	rebase this branch and resolve the conflicts in routes.py
rule	from now on, write commit messages in the imperative mood
none	部署到测试环境看看
none	look at the failing CI run and tell me why it broke
none	write a test that reproduces the bug before you fix it here
none	is it true that you must close every file handle in python?
none	always the same error, ugh
none	the old team picked Jenkins, I'd never have chosen it
none	这个文件先不要提交
none	switch back to the previous commit, the new one broke login
none	my teammate keeps saying we need to switch to Go
rule	put a blank line before every return statement, that's our house style
none	before you run the export now, make sure the output folder exists
rule	never print secrets to the terminal, even while debugging
none	别动那个文件，我还在改
none	the client picked the green theme, so update the palette in theme.ts
rule	写 SQL 一律用参数化查询
none	先改用本地的配置跑一下
rule	magic numbers get named constants
rule	answer with code first, explanation after
rule	if you change a function signature, update all callers in the same change
none	would you go with REST or gRPC for this?
none	you must be tired of this bug by now, haha
none	after the rename, do we still need to import old_utils anywhere?
decision	we chose Tailwind for the styling
none	try again with verbose output
rule	from now on run pytest with -x so it stops at the first failure
rule	experiments only ever go against the staging database
none	that should work now, let's try it
none	update the copyright year in the footer
decision	actually let's keep the old name, forget the rename
rule	data files over 10 MB go to LFS, not plain git
rule	code comments stay in English even when I talk to you in Chinese
none	not sure we should use a monorepo, what are the downsides?
none	must the id column be a uuid, or can it be an int?
none	tokens always expire after an hour in this service
decision	I've chosen FastAPI over Flask for this service
none	some blog claims you should never use ORMs in production
rule	pull with rebase on feature branches, no merge commits
none	move the constants out of main.py into config.py
none	why is the build so slow?
none	can you also handle the empty case?
none	I always run the tests twice before lunch, weird habit
rule	API key 只能从环境变量读
rule	no print statements in library code; use the logger
none	要不先别加缓存，看看性能
rule	timestamps in logs must be ISO 8601
none	hmm, still failing with the same traceback
rule	每次改完都要跑一下 lint
none	add a --verbose flag to the sync command
rule	no unwrap() in non-test Rust code
rule	imports get sorted with the isort black profile
none	lint and format only the files you changed in this PR
decision	I booked the flight to Berlin for the conference
none	don't bother with the docstring for this throwaway script
rule	each migration must be reversible
rule	以后提交前都要先跑一遍单元测试
rule	no @ts-ignore anywhere
rule	每个 PR 都要关联一个 issue
decision	I accept the tradeoff, go with eventual consistency
none	tag this commit as v0.9.0
none	once that's done, let's commit and push
none	don't run the full suite, just test_cache.py
none	let's try the other regex and see if it matches
none	for now, always return true from is_enabled so I can test the UI
decision	fine, SQLite it is for the prototype
none	which should I use in this file, tabs or spaces?
none	make the error message in validate_email clearer
decision	scrap the Kafka idea, we're doing a simple cron job
none	add a loading spinner to the settings page
rule	store prices as integer cents
rule	double quotes over single quotes in python
none	必须今天把这个 bug 修好吗？
none	不要急，先看看日志
none	clear the redis cache on my local instance
rule	type hints on every function signature
decision	signed up for the Rust workshop next month
none	don't worry about the failing lint job for now
none	the docs build is failing on the sphinx step
rule	all dates are stored in UTC
none	the founders decided years ago to use Mongo and now I'm paying for it
none	write tests for the new slugify function
none	add a log line in the retry loop so I can see what's happening
none	prefer the smaller diff here, this is a hotfix
none	move the old scripts into an archive folder
none	it should be faster after the index, run the query again
none	good morning, let's pick up where we left off
rule	use pathlib instead of os.path in new code
none	walk me through how the auth middleware works
none	the style guide at my old job said you must use tabs only
none	the login page is blank on Safari, can you look?
rule	test names should describe behaviour, like test_returns_empty_list_when_no_rows
rule	不要在主分支上直接改代码
none	looks good, continue
none	sorry, I pasted the wrong stack trace, here's the right one
rule	leave unrelated files alone when you make a change
rule	every bug fix comes with a regression test
decision	就它了，MongoDB 不考虑了
none	let's pause here and continue tomorrow
rule	don't touch the generated files under src/gen, ever
rule	error messages shown to users must not leak stack traces
none	use the read replica for this one query so we don't load the primary
none	这个组件的样式有点问题，帮我修一下
rule	from now on, don't hit external APIs without asking
none	use ripgrep to find where we call parse_date
none	帮我看一下这个报错是什么意思
none	决定权在产品经理那边，我们等他回复
rule	never swallow errors in Go; wrap them with context
none	the migration failed halfway, roll it back
rule	no default exports in the frontend
rule	we squash-merge feature branches here
none	用 pytest -k login 跑一下就行
none	rule of thumb I read somewhere: always write the test first, is that what people do?
none	check whether the API still works without the trailing slash
none	I always forget that Python's sort is stable
decision	scratch Wednesday, the release goes out Friday
rule	styles go in CSS modules, no inline styles
decision	I said no to the GraphQL layer, we stay on REST
decision	we're going with the MIT license
none	run the linter on the api package
rule	after every refactor, rerun the type checker
rule	dependency upgrades happen only in dedicated PRs
rule	snake_case for database column names
none	yes, do that
none	no semicolons? is that allowed in this file?
rule	every public function in this crate needs a doc comment
decision	I bought the annual JetBrains license
rule	random seeds must be fixed in every training script
none	regenerate the protobuf stubs
rule	API responses are camelCase JSON
rule	prefer composition over inheritance in this codebase
decision	blue-green deploys it is
none	remember to delete the temp branch after merging this
none	should this function raise or return None?
none	I haven't chosen a name yet, call it tmp for now
decision	I accepted the offer from the fintech team
none	fix the off-by-one in src/pager.rs
rule	show me the diff before you commit, every time
rule	when you're unsure about a requirement, ask instead of guessing
decision	let's make it a CLI first and skip the web UI
none	show me the git log for the payments folder
none	in the auth service, add a log line when a token is refused
none	have to get this merged before 5pm, can you speed up?
none	before you go further, make sure you understand what the last migration changed
none	summarize what changed in the last five commits
none	install the deps and run the app
none	cache the exchange rates for an hour in the rates service
none	rename the branch to fix/date-parsing
none	ok now do the same for the admin page
rule	const by default; let only when the variable is reassigned
rule	keep functions under 50 lines
none	我们是不是应该改用 pnpm？
none	you should see the size of this legacy file, it's 8000 lines
decision	I renewed the domain for two more years
none	make the table sortable by date
rule	never include customer data in test fixtures
none	whenever you're ready, run the deploy script
none	把 README 里的安装步骤更新一下
decision	I've decided to deprecate the v1 endpoints at the end of the year
decision	就用方案二吧
none	do you always write tests first when you code?
none	cherry-pick the hotfix onto release/1.8
rule	every script in scripts/ must support --help
none	convert the callbacks in legacy/upload.js to async/await
rule	cite the file and line when you refer to existing code
decision	我已经报名了下个月的 KubeCon
rule	tests live next to the source file they cover, not in a separate folder
none	make sure you add a changelog entry for this fix
none	check if there's already a helper for parsing durations
decision	go with the first approach, the one without the extra table
rule	变量命名统一用驼峰
decision	we're sticking with the current ORM
none	I have to demo this at 3, so prioritise the UI
none	the PR is approved, merge it
none	谢谢，今天就到这
rule	遇到不确定的需求先问我，别自己猜
none	let's just hardcode the timeout for the demo
none	let's not get ahead of ourselves, first get it compiling
rule	before you open a PR, rebase on the latest main
none	revert the merge commit from this morning
none	好的，继续
none	what's the rule Alembic uses for naming migration files?
none	why does the linter say I should never use var?
none	if I ever ask you to force-push, would you always warn me first?
none	the release managers decided on monthly releases, so what's left before the next one?
decision	I'm keeping Jest; no point moving to Vitest right now
rule	money is Decimal, never float
rule	提交信息统一用英文写
decision	we decided to drop support for Python 3.8
none	add a unit test for the leap-year case
decision	we're using Vite instead of webpack for the new frontend
none	remember to bump the version in package.json for this release
rule	functional components only, no class components
none	replace the hand-rolled JSON parsing in client.go with encoding/json
none	you need to rerun the codegen, the types are stale
none	一定要今天发吗？
none	先用 mock 数据跑一下看看
none	they chose Angular before I joined the team
none	don't forget to close the issue once the fix is in
none	where is the retry count configured?
none	thanks, that's all for today
rule	avoid any in TypeScript; use unknown and narrow it
none	we never got around to writing the migration docs
rule	every image needs alt text
rule	every new table gets created_at and updated_at columns
decision	上线时间改成周四
rule	session cookies must be httpOnly and secure
rule	不许直接操作生产数据库
none	what was the command you used to seed the db?
rule	f-strings only, no .format() or percent formatting
none	someone decided to store dates as strings in this table, can you write a converter?
none	next, add validation to the signup form
rule	shell scripts start with set -euo pipefail
none	did you remember to update the snapshot?
decision	we went with Stripe over Paddle
none	can we get rid of the warning about the deprecated option?
rule	every bash script needs a shebang line
none	drop the temp table you created earlier
none	delete the unused helpers in utils/strings.py
rule	whenever you add an env var, add it to .env.example too
none	can you add a healthcheck endpoint to the worker?
rule	log every experiment's config to mlflow
decision	change of plan: we're rewriting the parser instead of patching it
none	we haven't decided on the database, so use an in-memory store in this test harness for now
rule	永远不要把密钥写进代码里
none	nice, that worked
rule	version bumps follow semver strictly
"""
