"""Training sentences TRAIN_L for statement classification (rule / decision / none).

Written by a helper session working alone from its own knowledge; it never saw the classifier or any other labelled set.
Voices: a developer typing fast to an AI coding agent in a terminal (lowercase, shorthand, typos, verbless fragments), plus some chat between friends; about a fifth Chinese or mixed Chinese-English.
Domains: Python/JS/TS style, testing, git and review, SQL and databases, Docker/k8s/CI, agent behaviour, and personal life choices in chat.
Hard negatives (none): terse questions ("pytest or unittest?"), terse descriptions of the current state ("uses postgres 14"), one-off steps ("just the second file"), reactions and opinions without a choice, comparisons, open plans, habits, regrets, and rules or choices reported from other people.
Counts: total 500, rule 170, decision 110, none 220.
"""

TRAIN_L = """
none	both look fine to me honestly
rule	以后所有配置都放到 config.yaml 里，不要散落在代码各处。
rule	no wildcard imports
decision	我们组决定下个版本砍掉导出 PDF 的功能。
rule	no floating promises, handle every rejection
none	you should move to lisbon, it's great
none	bump the version to 2.3.1
rule	API errors in RFC 7807 problem+json format
rule	tabs in the Makefile, spaces elsewhere
none	Go 编译比 Rust 快多了
rule	if a test is flaky, quarantine it and file a ticket, don't just hit retry
none	would rust be faster here?
none	wow that was quick
none	麻烦把刚才那个函数的注释补一下，写清楚参数含义。
rule	snake_case in python, camelCase on the JS side
none	mit and apache are both permissive
decision	correction, call the table accounts not users
none	line length is 120 right now
decision	就用第二个方案
none	The guide recommends keeping functions short, but it doesn't give a number.
rule	Going forward, any function that touches the filesystem should take the path as a parameter.
rule	deprecate first, remove after at least one minor release
none	you should really try tailwind, you'd like it
none	这次上线先不开灰度，出了问题直接回滚就行。
none	i always end up googling the same regex
none	f-string version fails on python 3.5 lol
rule	no :latest tags on images
decision	we're dropping python 3.8 support
decision	i'm switching to linux full time
rule	cite file and line whenever u reference code
decision	最后买了 M3 的 MacBook Air
rule	never commit .env files
rule	2-space indent in yaml files
decision	我换安卓了
decision	gonna use zod for validation
rule	secrets from env vars only, never hardcoded
decision	REST, not GraphQL, for this service
rule	redact secrets even when pasting logs to me
none	the tests pull fixtures from conftest
none	GraphQL feels like overkill for this service
none	which is more idiomatic?
none	run the tests
rule	Dockerfiles: multi-stage, non-root user
none	the token has to be refreshed every hour
rule	dont ask for confirmation on formatting fixes, just do them
decision	kubernetes is overkill, we're deploying on a single VM with docker compose
none	now the frontend
decision	最后决定用 SSE，不用 websocket
none	the bigger instance costs twice as much
none	what's the diff size for each?
none	the repo moved from svn to git in 2015
rule	i want a failing test written before the fix for every bug report from now on
decision	primary region: eu-west-1
none	which one has the smaller diff
none	这个方案我有点拿不准
rule	early returns, no deep nesting
rule	不管什么情况都不要直接改 vendor 目录下的代码。
none	could go either way tbh
none	sqlite works fine for the prototype
none	the diff is smaller on the left one
decision	ditching webpack for esbuild
decision	数据库选 PostgreSQL 16
none	is there a rule about line length here?
none	ah got it
none	这个写法挺优雅的
none	wait what
decision	ok htmx for the admin panel
none	the team picked postgres before I joined
rule	alt text on every image
decision	改用 gRPC
rule	I'd like you to stop adding comments that just restate what the code does.
rule	至少两个人 approve 才能合并
none	pls make it faster
rule	主键统一用 bigint
none	CI takes like 20 min
decision	the team voted and we're going with trunk-based development
none	next
rule	每个接口都必须做鉴权
decision	I've decided we'll keep the CLI in Python and not rewrite it in Go.
none	666
none	For this migration only, it's fine to lock the table, traffic is near zero at 3am.
none	thx
decision	pnpm. final answer.
rule	Before you open a PR, rebase on the latest main and make sure CI is green.
rule	never git add -A, stage files explicitly
none	commit it
rule	no sleeps in tests
rule	one line of explanation, then the code
none	how hard would it be to switch to esbuild?
decision	Let's go with cursor-based pagination since offsets get slow past page 1000.
rule	squash merge only
rule	4 spaces, never tabs, in .py files
decision	我决定辞职了
rule	const unless you actually reassign
none	we could use redis, but idk
decision	We chose Kafka because we need replay.
none	the docs say you must call init() first
rule	imperative mood in commit messages
decision	lets go w/ the cron approach, simpler
rule	测试覆盖率不能低于 80%
decision	bun for the scripts, node in prod
decision	i went with the 32gb one
none	let me think about it
none	the test always passes locally
none	tailwind is nicer than bootstrap imo
decision	license? apache 2, done.
none	要不要加缓存？
none	再跑一次
rule	anything user-facing goes behind a feature flag
decision	定了，前端用 Vue 3
decision	merging approach A, closing the PR for B
rule	no emojis in commit msgs
none	just the second file
none	brb
rule	no jquery in new code
none	could we go with option C instead?
decision	搬去杭州了，上个月定的
none	go on
none	undo
none	the CI image pins node 18
none	要不要换成 TypeScript？
none	the blue theme is nice
rule	pytest not unittest
decision	went with sqlite for the prototype
decision	hmm ok, the regex version then
rule	conventional commits from now on
rule	short answers pls, no essays
rule	one assert per test where u can
none	postgres probably, but we need to check with ops first
rule	one component per file
none	the framework requires you to register every route explicitly
none	lunch at 12?
rule	no new deps without asking me first
none	pytest or unittest?
rule	destructure props in the signature
rule	英文变量名
none	my cat just walked across the keyboard lol
rule	keep the public api backwards compatible
none	not bad, the second one looks cleaner
none	just this once, skip the hooks
none	B 方案会不会有兼容问题
rule	Any time you touch the billing code, ping me before merging.
none	makes sense
none	tailwind's been nice so far
none	the vendor chose AWS for hosting
rule	每个新函数都要配单元测试
rule	always run the linter before u commit
rule	前端组件里不要写业务逻辑
rule	错误信息要让用户看得懂，不要直接把堆栈抛给前端
none	第二个方案看起来更干净一些
none	push
rule	注释用中文写
none	tabs in the makefile currently
none	postgres 14 or 16?
none	只改第二个文件就行
decision	nope, keep it synchronous
rule	utf-8 everywhere, no BOM
none	esbuild landed in PR #412, before my time
none	Last year's outage happened because someone ran a migration by hand on prod.
none	how do i undo a force push
none	下雨了，记得带伞
none	早知道就用 TypeScript 了
decision	I finally picked a name for the dog: Biscuit.
none	always the same bug with timezones, every single time
none	还没想好用哪个
none	第二个方案改动确实小
none	辛苦了
decision	I signed up for the half marathon.
rule	shellcheck-clean or it doesn't get merged
rule	ALWAYS run the full suite, not just the file u changed
rule	reply in English even when I write in Chinese
decision	opted for the 3-node cluster
decision	方案二，改动小
none	our CTO wants everything on k8s
none	we used to use unittest
none	is redis overkill here
decision	I'm taking the offer from the startup.
rule	提交信息一律用英文
rule	no sudo in scripts
none	delete the tmp folder
none	show me the diff
rule	strict mode stays on in tsconfig
decision	option B
decision	决定用 pnpm workspaces 管 monorepo
decision	I'm going with the Stripe hosted checkout page rather than building our own form.
rule	changelog entry for every user-facing change
none	use f-strings in this function while you're at it
none	不错不错
rule	Please keep your explanations under five sentences unless I ask for more detail.
decision	dropping IE support, finally
decision	ok, monthly partitions
decision	yeah the lazy loading one
none	lol
none	My manager keeps saying we should write design docs before coding, but nobody actually does it.
none	继续
decision	decided: monorepo
none	这个接口必须带 token 才能访问
rule	PascalCase for components
none	每次部署都要等十分钟
rule	whenever you add an endpoint, add it to the openapi spec too
decision	terraform over pulumi for us
decision	make it a class after all
decision	I picked FastAPI over Flask for the new API.
decision	用 MySQL 吧，团队都熟
none	gj
none	list the pros and cons of each
none	When the feature flag is off, the old checkout flow still calls the deprecated pricing endpoint.
rule	no magic numbers
none	cat the config
rule	all sql parameterized, no string concatenation
decision	prisma over typeorm
rule	组件文件名用大驼峰
none	rq is lighter than celery
none	dates get stored as local time, which is a mess
rule	config via pydantic settings, no os.environ scattered around
none	the current config caps lines at 100 chars
none	move this into utils.py
decision	turned down the offer, staying put
none	only fix the first failing test for now, I'll look at the rest
rule	f-strings over .format() pls
rule	每个服务都要有 README，写清楚怎么本地启动
none	they picked react for the new dashboard
rule	用 rg，别用 grep
none	两个都行吧
decision	A. definitely A.
rule	单测之间不能有执行顺序依赖
rule	every cron job needs a timeout and an alert
rule	When you're unsure about an API, say so instead of guessing.
decision	we're replacing the homegrown auth with Keycloak next sprint
rule	no force pushes to main. ever.
none	what does --no-verify do
rule	tests live next to the code, not in a separate tests/ dir
decision	rename it to fetch_all, get_all was my bad
rule	no print() in library code, use the logger
none	哪个更快？
decision	the mock-server approach wins
rule	keep the README in sync whenever you change CLI flags
none	no tests in that folder
decision	the smaller model, latency matters more here
decision	我们买了那套两居室
decision	keep the old endpoint, scrap the rename
none	tabs or spaces in this repo
rule	mock only at the boundaries
decision	the hash map version, ship it
rule	double quotes for strings
rule	never log PII
none	are tabs allowed in yaml?
none	might switch to vite at some point
decision	We're going to store sessions in Redis rather than in signed cookies.
none	staging 又挂了
none	can you compare A and B?
decision	quit my job yesterday, going freelance
rule	数据库字段一律小写加下划线
decision	I'm moving to Lisbon in September.
none	1am and still debugging
rule	ISO 8601 for all dates
rule	if u change a public function signature, update every caller in the same PR
none	magic numbers all over utils.py
rule	commit subjects lowercase, no trailing period
none	UTC everywhere in this codebase?
none	The original authors chose Perl for the build scripts, long before any of us were here.
rule	Please always use the repo's virtualenv rather than the system python.
none	i like the second name better but idk
none	这段代码什么意思
none	哈哈哈
decision	我们决定不做服务端渲染了
rule	no trailing whitespace plz
decision	switching CI from travis to github actions
rule	提 PR 之前先自己跑一遍 lint 和测试，别让 CI 替你发现问题。
rule	mask tokens in logs, always
none	he decided to go back to school
rule	不许直接推 master
none	pls rename foo to bar in this file
rule	变量名不要用拼音
rule	idempotency key on every POST to the payments api
decision	就这么定了，周五上线
none	用 Vue 还是 React 好呢
none	I always forget to run the linter
rule	kebab-case file names
rule	uuid v7 for any new ids
rule	guard clauses > nested ifs
decision	Chose the paid Sentry tier, the free one wasn't enough.
none	fastapi's docs are great
rule	请以后每次回复先给结论，再给细节。
rule	no default exports
none	If I had to pick I'd probably say A, but let's wait for Sam.
decision	going with the bigger instance, m5.xlarge
none	it's in the second file
rule	pnpm only, never npm install in this repo
none	hmm
decision	on reflection, postgres over mongo
rule	from now on always show me the diff before applying it
rule	所有变更都要写进 CHANGELOG
rule	no inline styles
rule	时间一律按 UTC 存库
none	下一个
none	postgres or mysql for this one?
rule	table names singular, not plural
rule	raise specific exceptions, never bare Exception
none	the repo's on python 3.10
decision	用 Go 重写那个服务，已经和老板确认了
rule	never bypass the pre-commit hooks with --no-verify
rule	max line length 100
rule	从现在开始，写完代码顺手把对应的文档也更新一下。
decision	还是用回 axios 吧
rule	don't rename stuff unless i ask
none	happy friday!
rule	no nested ternaries
none	values in that file have to be strings, the parser chokes otherwise
none	just the tests, not the lint
none	does option B break the API?
none	I regret not writing tests for this earlier
none	the key must be exactly 32 bytes
rule	no eslint-disable to silence the exhaustive-deps warning, fix the deps
rule	代码里禁止出现硬编码的 IP
decision	final call: no dark mode in v1
rule	keep PR titles under 70 chars
none	utc or local time in the db?
rule	async/await, not .then chains
rule	no global mutable state
decision	name it ledger-sync
none	my lead says no magic numbers
none	it's spaces everywhere except the makefile
none	帮我把这段翻译成英文
none	thinking about moving to berlin
none	try again w/ verbose
decision	改成用 Redis Stream，不用 RabbitMQ 了
none	run it w/ sudo this time
decision	后端语言定为 Rust
rule	文案不要写死在组件里
none	can u explain the diff
rule	quote ur shell variables
rule	small pure functions wherever possible
rule	不要在 main 分支上直接开发
decision	we'll go with short-lived JWTs plus refresh tokens
rule	不要自动格式化我没改过的文件
none	the smaller model is about 3x faster
decision	going with tailwind
rule	rebase, don't merge, when updating your branch
decision	I've decided to open source the CLI.
none	uses postgres 14
none	should we use tailwind here?
none	rerun it
none	u sure that's thread safe?
none	do we have a style guide?
decision	sticking with jest, not migrating to vitest this quarter
decision	the second one, smaller diff
none	i never remember the rebase flags
decision	After a lot of back and forth we went with Postgres plus pgvector instead of a separate vector DB.
rule	no eval. no exec.
none	sry, typo, i meant config.yml
none	we're using pnpm workspaces already
rule	以后写 SQL 关键字全部大写。
rule	LF line endings
rule	resource limits on every k8s deployment
none	the build must be run from the repo root or the paths break
decision	after all that, we're keeping MongoDB.
rule	新代码一律加类型注解，老代码改到哪补到哪。
none	I'm so tired of meetings
rule	small PRs, under 400 lines of diff
decision	今年不回老家过年了，决定留在上海
none	for now just hardcode it, we'll clean up later
rule	retry w/ exponential backoff on all outbound http
none	能不能不用 ORM？
decision	websockets, not polling, for the live feed
none	我一般先写测试再写实现
rule	no hard deletes, soft delete w/ deleted_at
none	continue
none	htmx looks neat for admin stuff
rule	set -euo pipefail at the top of every bash script
decision	postgres it is
rule	每个 commit 只做一件事
rule	UTC everywhere
decision	one repo for now, we can split later
rule	Never use `any` in TypeScript.
rule	no abbreviations in names except id and url
rule	every public class gets a docstring
rule	google-style docstrings
none	perfect, thanks!
none	you must restart the server after this step or it won't pick up the config
rule	Whenever you change the schema, regenerate the types and commit them together.
none	好的
none	the style guide says tabs
none	always use --force for this one push, the branch is only mine
none	周末去哪玩了？
none	coffee?
none	明白了
decision	we went with the cheaper contractor
rule	From here on, please ask before deleting any file, even temp ones.
none	no need to write tests for this spike
rule	no commented-out code
rule	absolute imports only
none	Can you check whether the nightly job actually ran, and if not, trigger it manually once?
none	ty!
rule	use the shared http client, not raw requests.get
decision	no ORM, raw sql for this one
decision	decided against caching here, the data changes too often
none	did you see the game last night
none	git log pls
rule	fixtures in conftest, not inline
rule	keep functions under ~50 lines
none	maybe we'll try Rust
rule	i18n keys for all user-visible strings
rule	日期格式统一 YYYY-MM-DD
none	yaml breaks if u use tabs
none	Honestly the onboarding docs are so out of date that new hires just ask in Slack instead.
none	kill the dev server
none	I tend to over-engineer stuff
decision	for this table we'll use UUIDs
decision	ok go with your suggestion
none	what would happen if we dropped python 3.8?
none	I usually write tests first but not always
decision	nah, not doing the migration now, keeping the old schema
rule	don't swallow exceptions
decision	选 A
none	也许下个月换成 Go
rule	README edits go in their own commit
none	感觉第一个更好一点，不过我再想想
decision	fine, we'll inline it
none	nice
decision	we settled on weekly releases
none	we used mongo back then, not my call
rule	env vars in SCREAMING_SNAKE_CASE
none	日志都是用 print 打的
none	如果以后要支持多语言的话，现在这种写法肯定撑不住。
none	我昨天试了一下把连接池调大，结果内存直接涨了一倍，还不知道是什么原因。
decision	这个接口就用 POST 吧
decision	fine, vite then
rule	no bare excepts
decision	we're going monthly billing only, no annual plans at launch
rule	composition over inheritance in this codebase
decision	bought the Framework laptop in the end
rule	金额用 Decimal，别用 float
none	use the staging db for this test run
rule	fixed seeds in any test that uses random
none	we should grab dinner sometime
none	这个库还在维护吗？
rule	If main is red, fixing it takes priority over everything else.
decision	那就叫 orderbook 吧
rule	Every new service has to expose /healthz and /metrics.
none	make the button blue
rule	pls no AI-sounding filler in the docs
none	this endpoint never returns 404, it gives 200 with an empty body
none	love this new font
none	我看了一下，之前的同事把所有时间都存成了本地时间，迁移起来会很麻烦。
decision	switched to a standing desk last week
none	my sister just bought a house
rule	sorted keys in all json fixtures
none	split this into two functions
decision	we'll host the docs on GitHub Pages
rule	dont touch the generated files
decision	ok let's do redis for the cache
none	pnpm is way faster than npm
decision	Let's go with the first design and drop the sidebar entirely.
rule	外部请求超时一律设成 10 秒
none	can u add logging here
rule	禁止在循环里发 HTTP 请求
decision	Let's use a queue instead of polling.
decision	wait no, back to the first version, the refactor isn't worth it
none	spaces are fine for this one script
decision	I went ahead and chose MIT for the license.
none	thinking of quitting tbh
none	The previous maintainer wrote most of this module in 2017 and nobody has touched the retry logic since.
rule	type hints on every public function
none	今天好累
rule	不要用 var，统一用 let 和 const
none	max line length 100 or 120, what do you prefer?
rule	version bumps only through the release script
none	skip the e2e tests for this run
none	Our security team requires all secrets to live in Vault, that's their policy.
none	option B looks tempting
rule	Prefer explicit over clever in this repo, always.
rule	We never deploy on Fridays, so don't schedule anything for then.
rule	回答请用中文
none	太慢了吧
rule	logs in json
none	the cron job always fails on sundays
none	revert that last change
rule	接口路径用名词复数，比如 /users
none	you have to be on VPN to reach staging
decision	second option but with the timeout from the first
none	do the same for the other two endpoints
rule	dataclasses over plain dicts for structured data
none	Could you walk me through what happens when the cache misses and the fallback DB call also times out?
decision	package name: tinyq
none	你觉得哪个好
none	REST or GraphQL, thoughts?
none	用哪个方案比较好？
none	only the backend this time
none	If we ever need multi-region writes, we'd probably have to rethink the whole locking strategy.
none	The Kafka consumer seems to lag whenever the batch size goes above 500, not sure why.
rule	pathlib > os.path
decision	celery's out, we're going with rq
none	why does this only break in prod
decision	决定了，明年去读研
rule	no f-strings inside logging calls, pass args instead
rule	每次改完都跑一遍 make test
rule	pin every dependency to an exact version
decision	I'll take the recursive version.
none	Redis would work for the cache too
"""
