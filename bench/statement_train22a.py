"""Training sentences TRAIN_A for statement classification (rule / decision / none).

Written blind by a single annotator (an AI helper working in isolation): it never saw
the classifier, its code, its tests, or any other labelled set, and wrote every sentence
from its own sense of how people phrase things. About 70% of the lines (355) are typed
by a user to an AI coding agent in a terminal (terse or very polite, lowercase, typos,
non-native English, code tokens, paths and CLI commands from many ecosystems), and about
30% (147) are casual human-to-human chat (plans, family, food, travel, money, pets,
school); 65 lines are Chinese or mixed Chinese-English. Labels follow the speaker's
intent, not keywords: "rule" is a standing instruction about the work that should hold
from now on (obligations, prohibitions, conditionals, terse verbless conventions,
agent-behaviour rules); "decision" is a choice the speaker or their own team makes or
has made, about work or life, including corrections of an earlier choice; "none" is
everything else (questions, musings and hypotheticals, reported rules or choices of
other people, habits, descriptions of how code behaves, one-off requests for the task at
hand, past events and regrets, guesses, chit-chat). Counts: 502 total, 127 rule,
100 decision, 275 none, of which 189 are hard negatives that use rule- or decision-like
wording (must, should, always, never, don't, have to, let's, decided, chose, picked,
going with, switch to, 必须, 不要, 别, 总是, 一定要, 决定, 改用, 就用, 以后 ...).
"""

TRAIN_A = """
rule	always run `cargo clippy` before you tell me something is done
rule	no print statements in library code, go through the logger
rule	4-space indents in the yaml files, never 2
rule	from now on pin every new npm dependency to an exact version
rule	ask me before you run any migration against a shared database
rule	stop recapping everything you did at the end of each reply, i can read the diff
rule	every http handler needs a timeout, no exceptions
rule	commit messages in the imperative mood, first line under 72 chars
rule	if a test is flaky, mark it and tell me instead of rerunning it until it goes green
rule	when you add a new env var, document it in `.env.example` as well
rule	never force push to main
rule	we use pnpm in this repo, not npm and not yarn
rule	prefer composition over inheritance in the java services going forward
rule	dont touch anything under `vendor/`, it's generated
rule	type hints on every public function pls
rule	f-strings only, no `%` formatting and no `.format()`
rule	keep functions under 50 lines wherever you can
rule	no `any` in the typescript code, use `unknown` and narrow it
rule	snake_case for db columns, camelCase in the api layer
rule	before you delete a file, show me the list first
rule	whenever you touch the auth module, run the integration suite too
rule	all sql goes through parameterized queries, never string concatenation
rule	comments in english please, even in the french modules
rule	dont reformat files you aren't otherwise changing
rule	use `uv` for all the python env stuff from here on
rule	one logical change per commit
rule	keep your answers short and skip the bullet lists unless i ask for them
rule	go errors get wrapped with `%w` plus context, no bare `return err`
rule	rust: no `unwrap()` outside of tests
rule	after every schema change regenerate the types with `make gen`
rule	keep the public api backwards compatible unless i explicitly say otherwise
rule	don't add new dependencies without asking me first
rule	dates in iso 8601 everywhere, logs and api included
rule	never log tokens, passwords or full card numbers
rule	run `ruff format` and `ruff check --fix` before each commit
rule	tests live next to the code in `__tests__` folders, not in a separate tree
rule	以后所有的接口都要加参数校验
rule	提交信息一律用英文写
rule	不要在代码里硬编码任何密钥，统一从环境变量读
rule	每个新功能都必须带单元测试
rule	别再用 `var` 了，统一用 `let` 和 `const`
rule	日志级别默认用 info，debug 只在本地开
rule	in the C# code it's async all the way down, no `.Result` or `.Wait()`
rule	every public class in the sdk gets an xml doc comment
rule	php files: `declare(strict_types=1);` at the top of every one
rule	kotlin dtos are data classes with `val` only, no mutable fields
rule	no force unwrapping in the swift production code
rule	if you're unsure about a requirement, ask instead of guessing
rule	when a command needs sudo, stop and ask me
rule	dont open PRs yourself, just push the branch and i'll open it
rule	all dockerfiles must use pinned base image digests
rule	resource requests and limits on every container in the k8s manifests
rule	terraform: always show me the `plan` output before any apply
rule	please always reply in the same language i wrote in
rule	never commit anything with real credentials in it, not even to a throwaway branch
rule	notebooks get their outputs cleared before they're committed
rule	random seeds fixed at 42 in every training script
rule	pandas: no chained assignment, use `.loc`
rule	no inline styles in the react components, tailwind classes only
rule	function components and hooks only, no new class components
rule	css class names in kebab-case
rule	every new screen in the app has to support dark mode
rule	keep the readme in sync whenever you change a cli flag
rule	every api response gets wrapped in a `{ data, error }` envelope
rule	use conventional commits, feat: fix: chore: and so on
rule	never skip the pre-commit hooks with `--no-verify`
rule	tests must not hit the network; mock the external calls
rule	no emojis in code comments or commit messages
rule	when you rename something, grep the whole repo for leftovers
rule	bash scripts start with `set -euo pipefail`
rule	shell scripts have to pass shellcheck before they go in
rule	explain the why in commit bodies, not the what
rule	Kindly ensure that, from this point onwards, every function you write includes a docstring describing its parameters and return value.
rule	I would be grateful if you could always show me the full command before executing anything destructive, such as `rm -rf` or dropping a table.
rule	magic numbers go into named constants
rule	prefer `pathlib` over `os.path` in new python code
rule	no global mutable state in the go packages
rule	log messages lowercase with no trailing period
rule	anything user-facing that isn't finished goes behind a feature flag
rule	don't mock the database in integration tests, use the testcontainers setup
rule	each PR needs a changelog entry under `Unreleased`
rule	in this codebase we throw domain exceptions, we never return null for not found
rule	store timestamps in utc, convert to local time only in the ui
rule	secrets come from vault, not from plain k8s secrets
rule	spring beans: constructor injection only, no `@Autowired` on fields
rule	when in doubt about formatting, follow whatever the surrounding file does
rule	line length stays at 100 for the python code
rule	never edit a test just to make it pass without telling me why
rule	stop apologising in every message, just fix the thing
rule	show me diffs rather than whole files when you propose changes
rule	whenever you finish a task, list any todos you left behind
rule	search the repo with `rg`, not `grep -r`
rule	no regex for parsing html, use a real parser
rule	every cron job has to log its start and end with a run id
rule	sql keywords uppercase, identifiers lowercase
rule	代码注释请用中文写，变量名用英文
rule	改完代码先跑 `go test ./...`，过了再告诉我
rule	以后回复我的时候不要用表格
rule	不许直接改生产环境的配置，必须走工单
rule	api 路由统一用复数名词，比如 `/users` 而不是 `/user`
rule	whenever a function can fail, return a `Result` instead of panicking
rule	no trailing whitespace, and every file ends with a newline
rule	new vue components use `<script setup lang="ts">`
rule	no new singletons, pass dependencies in explicitly
rule	we squash-merge everything here, so keep feature branches small
rule	docker images get tagged with the git sha, never `latest`
rule	pls dont ever run `npm audit fix --force`
rule	make sure user-facing error messages never include stack traces
rule	any endpoint that writes data needs an auth check, no public writes
rule	every `<img>` needs meaningful alt text
rule	in the c++ code RAII for everything, no raw `new` and `delete`
rule	always add a regression test when you fix a bug
rule	numbers in the reports: two decimals and a thousands separator
rule	redact secrets before anything gets written to the prompt logs
rule	graphql resolvers use dataloaders for every relation, no n+1 queries
rule	never rename a column in a single migration; add, backfill, then drop
rule	keep `main.py` thin, the logic lives in modules
rule	don't call external apis from inside a db transaction
rule	everything in `scripts/` has to run on python 3.9, so no match statements there
rule	british spelling in the docs, please
rule	所有的查询都走 ORM，别手写拼接 SQL
rule	以后每次改动都在 CHANGELOG 里记一笔
rule	测试里统一用 freezegun 控制时间
rule	for the group project, everyone pushes to their own branch and we merge on sundays
rule	hey team, from now on put your hours in the shared sheet by friday evening
rule	guys pls label the photos with the date before you upload them to the club drive
rule	for the newsletter, nothing goes out without a second pair of eyes on it
decision	ok we're going with postgres for the event store, the mongo spike is dead
decision	let's do option b, the queue-based one
decision	scrap the redis cache idea, we'll just add an index
decision	i've decided to keep the monorepo
decision	we're moving ci from jenkins to github actions this quarter
decision	fine, fastapi it is
decision	actually let's call the package `tidewater` instead of `tide`
decision	we'll ship v2 without the plugin system and add it in 2.1
decision	i'm dropping windows support for the cli
decision	sqlite for the prototype, we can migrate later if it takes off
decision	we picked vitest over jest for the new frontend
decision	decided: the config format is toml, not yaml
decision	ok let's go with your second approach
decision	I'll leave the retry logic as is, not worth the refactor
decision	we're deprecating the v1 endpoints at the end of march
decision	changed my mind, keep the function synchronous
decision	we settled on grpc between the internal services
decision	the name is final: `OrderLedger`
decision	i'm rewriting the parser in rust, decision made
decision	let's move the release to friday instead of monday
decision	we're keeping django, no rewrite
decision	I've chosen MIT for the license
decision	we're adopting trunk-based development starting next sprint
decision	we'll host it on fly.io rather than aws
decision	switching the charting lib to echarts, recharts is too limited for this dashboard
decision	Let us proceed with the materialized view approach; having weighed both, I believe it is the better option.
decision	we went with kafka in the end
decision	nah, i'm not upgrading to react 19 yet
decision	i'll take the tailwind route for the redesign
decision	我们定了，后端用 Go 重写
decision	就用 MySQL 吧，不折腾了
decision	方案二，就它了
decision	我决定把这个服务拆成两个
decision	算了，不上 k8s 了，先用 docker compose
decision	这个版本先不做国际化，下个版本再说
decision	最后还是选了 pnpm
decision	on reflection i'm keeping the old api names so we don't break clients
decision	I'm going with the hexagonal layout for the new billing service
decision	let's drop the graphql layer entirely
decision	ok i'm convinced, we move auth over to keycloak
decision	we'll release this as 3.0 since the config format changed
decision	I'm saying no to the analytics sdk, it's too heavy
decision	for the data pipeline we're doing daily batches, no streaming
decision	final answer, the cutoff for the migration is june 1
decision	scratch what i said about celery, we're using rq
decision	we've chosen java 21 as the baseline for the new services
decision	alright, the xgboost model wins, that's the one we deploy
decision	i'm sticking with neovim, thanks for the suggestion though
decision	the branch will be `feat/bulk-import`
decision	we're launching with monthly billing only, no annual plans
decision	actually use the blue palette, not the green one i picked earlier
decision	we're keeping the mobile app on react native, no flutter rewrite
decision	i'm archiving the old repo today
decision	the product is going to be called Lumen, that's settled
decision	ok, i'll take the hit and bump the minimum node version to 20
decision	booked the flights to porto for the 14th
decision	I accepted the offer from the bank, I start in march
decision	we're getting the grey sofa
decision	i signed up for the half marathon in october
decision	we've decided to call the puppy Biscuit
decision	ok thai tonight, i'll order
decision	actually let's make it saturday dinner, friday doesn't work for me anymore
decision	I'm cancelling the gym membership and running outside instead
decision	we're not going to the wedding, it's too far
decision	I'm keeping the car another year
decision	ordered the blue one in the end
decision	we picked the school closer to home for Maya
decision	i'm going vegetarian for january
decision	let's do the cabin, not the beach house
decision	I've put down a deposit on the flat in Leith
decision	we're staying in for new year's this time
decision	i turned down the promotion, not ready to relocate
decision	fine, pizza it is
decision	we chose the october date for the wedding
decision	I'm selling the bike
decision	let's meet at 7 at the usual place
decision	cancelled netflix, keeping spotify
decision	I'm taking the train up instead of flying
decision	we're adopting the older cat from the shelter
decision	I've decided to go part time from september
decision	I'm enrolling in the tuesday evening spanish class
decision	ok change of plan, we'll drive up thursday night instead
decision	I'm switching my phone plan to the cheaper one
decision	for mum's birthday we're doing lunch at the italian place, I booked it
decision	I'm not renewing the lease
decision	我们决定明年春天去日本
decision	我最后还是选了那个离家近的工作
decision	周末就去爬山，不改了
decision	猫粮我换成那个无谷的牌子了
decision	订好了周五晚上的火锅
decision	我不去聚餐了，太累了
decision	i've made up my mind, i'm applying for the masters
decision	we'll split the bill three ways
decision	ok the red dress, final answer
decision	booked the dentist for monday morning
decision	we're painting the kitchen white
decision	let's skip the museum and do the food tour
decision	going with the cheaper insurance, the extra cover isn't worth it
decision	we're moving book club to thursdays
decision	I bought the season tickets, so we're going to every home game
none	should we always pin versions in a library, or only in applications?
none	do i need to run the migrations before the tests or does the fixture handle it?
none	must every handler have an explicit timeout, or is the server default enough?
none	is it better to return a `Result` here or just panic, what do you think?
none	why does it say i must provide a token when i'm already logged in?
none	my lead says we have to squash every commit before merging
none	the style guide says never use `var`, but the legacy files are full of it
none	the linter insists that imports must be sorted alphabetically, kind of annoying
none	our security team decided to ban sha1 last year
none	the client chose react native long before i joined
none	i always run the full suite before lunch, it takes forever
none	I never remember the flags for `tar`, can you write the command?
none	for this one run, point it at the test bucket instead of prod
none	switch to the `release/2.3` branch and run the build
none	use `--verbose` this time so we can see what's going on
none	don't commit yet, i want to look at the diff first
none	do not push this branch yet, it's just an experiment for now
none	never mind the deprecation warning for now, focus on the failing test
none	for this task only you can skip the type hints, it's a throwaway script
none	just this once, disable the lint rule inline so the build passes
none	avoid touching the css in this pr, it's already huge
none	this function has to return a tuple or the caller blows up
none	the api must get the `X-Trace-Id` header or it responds with a 400
none	the cleanup cron always runs at 3am utc
none	`useEffect` runs twice in strict mode, that's why you see two log lines
none	we might switch to bun at some point
none	I'm torn between sqlalchemy and raw psycopg for this
none	maybe we should avoid the orm for the reports, not sure yet
none	if we ever go with microservices, auth is going to be a pain
none	we should have used postgres from day one
none	i shouldn't have merged that on a friday
none	the previous team decided to store everything as json strings, which is why the queries are so slow
none	it always fails on the second run and i have no idea why
none	don't worry about that one, it's a known flaky test
none	never mind, i found the bug, it was a missing await
none	the docs say you need to call `init()` before anything else
none	let's see what the profiler says
none	let me think about which queue to use before you start
none	what would you prefer here, a class or a closure?
none	do you think vitest or jest is the better fit for a small library like this?
none	since the upgrade, pip always prints a warning about the resolver
none	in the old codebase we always had to restart the server after a config change
none	it needs to handle unicode filenames too, right?
none	we need to talk about why the deploy failed last night
none	did you make sure the tests actually pass?
none	the README says to use node 18, is that still true?
none	someone on hacker news said you should never use an ORM, thoughts?
none	I picked the wrong commit to revert, can you undo that?
none	stripe's docs say webhooks can arrive twice, so do we have to dedupe them?
none	the env var has to be set before the app boots, otherwise it silently falls back to sqlite
none	this lock never gets released if the handler throws
none	the cache always misses on the first request after a deploy
none	`go vet` complains that the mutex must not be copied
none	`cargo` always rebuilds everything when i switch branches, why?
none	we usually deploy on tuesdays, so there's time
none	at some point we need to upgrade node, the current one is EOL soon
none	the last agent kept adding `any` everywhere and nobody noticed in review
none	should i use `Optional[str]` or `str | None` in 3.11?
none	can you use `httpx` for this snippet so i can compare it with requests?
none	make sure this particular script only runs once, then we can delete it
none	fix the null check in `parse_header` and rerun the tests
none	rename `tmp2` in this function to something that makes sense
none	please use the fixtures from the last test file for this new test
none	thanks, if only you were always this careful lol
none	why do we always get a merge conflict in `package-lock.json`?
none	the ticket says the export must support csv and xlsx
none	product wants us to use the new design tokens, can you check which ones exist?
none	the PM decided the feature ships without the admin view
none	my manager picked terraform cloud, i wasn't part of that call
none	I'd probably go with redis myself, but let's hear the options first
none	if you were me, would you switch to pydantic v2 now or wait?
none	we'll probably need to shard that table eventually
none	maybe i'll move the cli to go one day, who knows
none	thinking about dropping python 3.9, what would break?
none	i'm leaning towards pnpm but haven't decided
none	`Array.prototype.sort` always converts to strings unless you pass a comparator
none	in rust you have to handle every `Result`, that's the whole point
none	kubernetes never restarts the pod because the liveness probe is misconfigured
none	this regex should match the date, but it doesn't, why?
none	the build should take about four minutes
none	tests should be green now, i pushed the fix
none	the function should be pure, but it writes to a global, that's the bug
none	should be fine, the migration already ran on staging
none	you don't need to import `React` anymore in jsx files with the new transform, right?
none	does `git pull --rebase` always rebase local commits or only when there are conflicts?
none	remember when prod went down because of that missing index?
none	do I have to restart the container after editing the compose file?
none	i forgot to activate the venv again, that's why it couldn't find numpy
none	i avoided the async version because i didn't understand it at the time
none	we used to always write the changelog by hand, it was painful
none	after the library bump the endpoint returns 201 from now on instead of 200, which broke the client test
none	the compiler says `x` must be initialised before use
none	the old team went with mongo because it was trendy in 2015
none	java requires every checked exception to be declared or caught
none	i chose the wrong python interpreter in vscode, that explains the import errors
none	`terraform apply` always wants to recreate the bucket, no idea why
none	the docker daemon has to be running, otherwise the tests just hang
none	whenever i run `make`, it recompiles the protobufs, is that expected?
none	if the user isn't logged in, the middleware redirects to `/login`
none	when the queue is full, the producer blocks until a slot frees up
none	before the refactor, every request opened a new db connection
none	after the merge, the login page started throwing 500s
none	use of `eval` there is what triggered the security scanner
none	can we switch to the other terminal? this one is frozen
none	does the switch to dark mode happen automatically or does the user have to toggle it?
none	ok so let's say we used rabbitmq, how would retries work?
none	let's say the file is 10 gb, does this still fit in memory?
none	i went with the defaults when i ran `create-react-app`, is that a problem?
none	不要紧，测试挂了是网络问题
none	你必须先登录才能看到这个页面吗？
none	这个函数必须返回列表，不然调用方会报错
none	我们组长说以后都要写周报
none	别急，我先看看日志
none	我总是记不住 git rebase 的参数
none	要不要改用 vite？你觉得呢
none	这次就用 staging 的数据库跑一下
none	我可能以后会改用 rust 重写这个小工具
none	一定要这样写吗？感觉有点啰嗦
none	上次改用 redis 之后性能好多了
none	先别提交，我再看一眼
none	这个接口总是超时，不知道为什么
none	文档上说必须先调用 `init()`，但我没找到这个函数
none	老板决定下个季度换成 AWS，我们也没办法
none	是不是应该把这个配置放到环境变量里？
none	应该是缓存的问题，我猜
none	can you explain what this regex does?
none	here's the stack trace from the worker
none	thanks, that's much cleaner
none	nice, that worked on the first try
none	the build is green now
none	what's the difference between `Arc` and `Rc` again?
none	how do i get the current commit hash in a github action?
none	run the tests in `tests/api` and tell me what fails
none	add a `--dry-run` flag to the import script
none	bump the version in `pyproject.toml` to 1.4.2
none	write a quick migration that adds an index on `orders.created_at`
none	hmm, the numbers in the chart look off by one month
none	the service returns 502 about once every hundred requests
none	i think the bug is in the serializer, not the view
none	probably the timezone thing again
none	this is taking way longer than i expected
none	ok what's next on the list?
none	Good morning, I hope you are well; could you kindly help me understand why my Spring Boot application is not picking up the `application-dev.yml` profile?
none	sorry for my english, the query give me duplicate rows when i join with table payments
none	wait, where did `utils.py` go?
none	lol that error message is useless
none	paste the output of `kubectl describe pod` here
none	can you draft a PR description for these changes?
none	the flamegraph shows most of the time in json parsing
none	what does `--no-cache-dir` actually do?
none	looks good to me so far, keep going
none	explain this like i'm new to go
none	the csv has 40k rows and some of them have a different delimiter
none	convert this bash loop to a `find -exec` one-liner
none	the laravel queue worker dies silently after about an hour
none	rails console says the record exists but the controller can't find it
none	i'm on a mac m2, if that matters
none	how many goroutines is this spawning in the worst case?
none	the p99 latency went from 120ms to 900ms after tuesday
none	give me three names for this module
none	ugh, the ssl cert expired again
none	is this O(n log n) or O(n²)?
none	the swift build fails with a code signing error on ci only
none	the model overfits after epoch 12, the validation loss goes up
none	my dataframe has a multiindex and i can't figure out how to flatten it
none	ok i'm back, where were we?
none	the flutter hot reload stopped working after the upgrade
none	print the schema of the `events` table
none	that was fast, thank you
none	这个报错是什么意思？
none	帮我把这段 SQL 改成带分页的
none	我在 windows 上跑不起来，mac 上没问题
none	好的，谢谢，解决了
none	麻烦看一下第 42 行的拼写错误
none	这个 PR 有点大，帮我拆成两个 commit 的说明
none	the webpack bundle is 4 mb, where is all that coming from?
none	interesting, i didn't know postgres could do that
none	you should totally try the ramen place near the station
none	always bring a helmet when you ride with them, they go fast
none	never trust a weather app in april lol
none	I might go to lisbon in may, not sure yet
none	honestly torn between the two flats, the bigger one is so far out
none	my sister decided to move to berlin
none	mum says we have to be there by noon
none	did you decide on the venue yet?
none	should i take the job or stay where i am?
none	we used to go camping every summer when we were kids
none	I always fall asleep halfway through films
none	let's see how the weather looks on saturday morning
none	remember to breathe, you're going to smash the interview
none	don't worry, loads of people fail their first driving test
none	i really need to stop buying books but the sale is on
none	make sure you bring a jacket tonight, it's freezing
none	are you going with the others to the lake tomorrow?
none	she chose the blue one, of course
none	the landlord decided to raise the rent again
none	I should probably call my grandma more often
none	we must have walked twenty thousand steps today
none	you must be exhausted after that flight
none	it must be nice to have a garden
none	the dog always barks at the postman
none	never been to scotland, is it worth it?
none	I picked up the parcel from the post office on the way home
none	she picked me up from the airport at 2am, what a legend
none	switching to summer time always wrecks my sleep
none	let's hope the train isn't late again
none	do you prefer the mountains or the sea?
none	avoid the motorway if you're coming on friday, there are roadworks
none	use the side entrance, the front door is locked
none	i prefer window seats honestly
none	the teacher says the kids have to bring their own lunch on the trip
none	we were going to go to rome but then covid happened
none	if i got the job, i'd probably move closer to the city
none	maybe we should get a dog someday
none	I'm thinking about doing a pottery class, would you come?
none	my boss decided everyone has to be in the office on mondays now
none	dad's doctor told him he must cut down on salt
none	I never know what to get him for his birthday
none	you don't have to come if you're tired
none	do we need to book the restaurant or can we just show up?
none	I should have bought the tickets when they were cheaper
none	we always end up ordering too much food
none	let me check my calendar and get back to you
none	the kids chose the movie and it was terrible
none	from now on it gets dark at five, i hate winter
none	he's always going with the flow, he never plans anything
none	if you're ever in lyon, you have to try the bouchons
none	you should never pay full price for a sofa, they're always on sale somewhere
none	don't forget it's anna's birthday on thursday
none	I have to work late again tonight, ugh
none	we'll probably move at some point, but not this year
none	which one would you pick, the grey or the green?
none	他们公司决定年底前全部搬到深圳
none	你一定要去尝尝那家烤鸭
none	别担心，考试肯定没问题
none	我总是周一最累
none	要不要改天再去，你觉得呢？
none	我妈说以后过年必须回家
none	可能明年会换工作吧，还没想好
none	早知道就不该买那双鞋
none	你是不是必须加班啊？
none	how was the trip?
none	that sounds amazing, send pics
none	happy birthday, hope you have the best day!!
none	the cat knocked my coffee off the table again
none	traffic was horrendous this morning
none	are you free on sunday afternoon?
none	just finished the last episode, i'm in shock
none	my knee has been hurting since the hike
none	rent here is getting ridiculous
none	congrats on the new job!
none	the bakery on fifth closed down, so sad
none	what time does your flight land?
none	I got a B on the chemistry exam
none	it's been raining for three days straight
none	what are you cooking tonight?
none	the puppy finally slept through the night
none	my bank app is down again
none	did you see the match last night?
none	I'm so full, that lasagne was huge
none	how much did you pay for the repair?
none	grandma turns 90 next month
none	the kids are at their cousins' this weekend
none	we went to the new climbing gym, it was great
none	my phone screen cracked again
none	thanks for dinner, it was lovely
none	is the pharmacy open on sundays?
none	the plant you gave me is doing really well
none	I can't believe it's december already
none	周末过得怎么样？
none	今天太热了
none	你到家了吗？
none	这家店的面真的好吃
none	猫又把沙发抓坏了
none	恭喜恭喜！
"""
