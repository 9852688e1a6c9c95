"""Fresh independent evaluation slice #5 for statement classification (rule / decision / none).

Written blind by a single annotator (an AI helper session) who never saw the classifier, its code,
its tests, or any other labelled set; every sentence was invented from scratch and then re-read
once as a strict second annotator (ambiguous lines were rewritten or dropped). Voices: about 57%
(227 lines) typed by a user to an AI coding agent (terse, lowercase, typos, backticked code tokens,
paths and CLI commands across Python, JS/TS, Go, Rust, Java, SQL and devops, plus some very polite
verbose users and non-native phrasing) and about 43% (173 lines) casual human-to-human chat (plans,
family, food, travel, hobbies, jobs, money, health, shopping, pets, school); 60 lines (15%) are
Chinese or mixed Chinese-English. Labels follow the speaker's intent, not keywords: "rule" is a
standing instruction the user wants followed from now on about the work or about how the agent
behaves and talks (including conventions stated as fact, restrictions, conditionals and terse
forms); in chat only standing instructions about shared work (group project, shared sheets, shift
rota, newsletter) count. "decision" is a choice the speaker or their own team makes or has made,
about work or life, including reversals, refusals and picking one of several options. "none" is
everything else: questions, hypotheticals, musings, reported rules or choices of other people,
habits, chit-chat, encouragement, advice to friends, past events and regrets, one-off requests
for the current task, facts about how code or tools behave, guesses and plans that are not choices.
Counts: total 400, rule 100, decision 75, none 225; 156 of the none lines are hard negatives
(they contain a rule- or decision-looking cue such as must, should, always, never, don't, have to,
need to, make sure, remember to, use, switch, prefer, avoid, decided, going with, chose, picked,
let's, or Chinese cues such as 必须, 别, 总是, 一定要, 决定, 改用, 以后, 选).
"""

FRESH5 = """
rule	prefer composition over inheritance in this codebase
decision	I'm dropping the statistics elective and taking art instead
rule	no print statements in library code, use the logger
rule	f-strings, not `.format()` or `%`
none	你必须试试那家新开的面馆
rule	we use pnpm in this repo, not npm or yarn
none	i prefer trains to planes but it's so much slower
rule	ask before deleting any file you didn't create yourself
none	my trainer keeps telling me to never skip leg day, as if
none	if we ever get a bigger place, I want a garden
none	the cat knocked my coffee over again this morning
rule	don't mock the database in the repository tests, spin up the test container
none	the contributing guide says to always rebase before merging, but honestly nobody does
none	we used to deploy with Capistrano, wild times
rule	以后所有外部接口调用都要加超时，默认 5 秒
rule	for the wedding budget sheet, only edit your own column and leave the totals alone
decision	算了，那个相机不买了
none	they picked the worst possible week for roadworks
none	Would you mind checking whether the port is already in use?
none	how's your mom doing after the surgery?
none	turns out docker build needs `--no-cache` for the new base image to get picked up
none	the vendor requires that every request includes an idempotency key, otherwise they reject it
none	我妈总是让我早点睡
none	老板说以后周五可以在家办公
none	what would you prefer, a flat config or a nested one?
none	The tickets went on sale at 10 and sold out in four minutes.
rule	you must ping me in the channel before merging anything that touches billing
none	I chose the wrong Python interpreter in VS Code and wasted an hour
none	looks good to me, ship it
none	does the kid have to be a certain height for that ride?
rule	tests live next to the code as `*_test.go`, not in a separate folder
none	Could you please rerun the benchmark with 8 threads this time?
none	you must be exhausted after that flight
rule	when you're torn between two approaches, list both with tradeoffs and let me pick
none	mornings are always chaos with the kids
decision	switching the deploy target from heroku to fly.io this week
decision	skipping the reunion this year
none	we should totally do a road trip someday
none	we thought about hiring a caterer but it was way too expensive
none	did you use `asyncio.gather` or a task group there?
none	她选了那个离家近的学校，挺好的
none	the retry decorator avoids hammering the API by backing off exponentially
none	we could go hiking on sunday, or maybe not, depends on the weather
rule	commit small and often, one logical change per commit
rule	secrets come from env vars only, never hardcode tokens in config files
none	let's just say the meeting did not go well
none	我总是记不住她的生日
none	can you add logging to that function so I can see what's happening?
none	Have you decided what you're doing for the summer?
decision	ok I'm taking the job in Lisbon
rule	every bug fix comes with a regression test
none	make sure this particular test passes and then we're done for today
none	you need to hear this podcast episode, it's hilarious
none	do I need to restart the dev server after changing `.env`?
rule	after editing the proto files, regenerate the stubs with `buf generate` and commit them together
decision	we'll use Redis for the rate limiter
none	if it rains, do you think they'll cancel the game?
none	I had to use `sudo` for the install, which felt wrong
none	do we have to support python 3.9 or can we drop it, what do you think?
decision	i'll go with the 256gb, don't need more than that
none	I never know what to cook on mondays
none	the flight got delayed by three hours, classic
none	我还没决定去不去
decision	I've decided to rename the package to `pyscan-core` before the release.
none	这个函数必须返回列表，不然调用方会直接崩掉
none	你觉得这里用 map 还是用 slice 比较好？
decision	那就选第二个方案
decision	we're going with the blue tiles for the bathroom
none	the benchmark shows `orjson` is about 3x faster for our payloads
decision	we went with the cheaper daycare in the end
none	let's not talk about my exam results lol
rule	Never ever force-push to a shared branch.
rule	when you add a dependency, pin the exact version in `requirements.txt`
none	in the old codebase we always used tabs, it was a nightmare
none	don't forget your jacket, it's freezing out
none	go ahead and run the migration on my local db
none	这次帮我连测试库跑一下
none	I usually run the test suite twice before pushing, old habit
none	my sister chose the same college as me, funny
none	the baby finally slept through the night!
decision	ok going with postgres for this, sqlite won't cut it with concurrent writes
rule	变量命名统一用驼峰
none	你是不是必须得加班啊，这么晚还没回
decision	I've decided to give up coffee for Lent.
none	if I had the money I'd pick the bigger flat for sure
decision	hmm on second thought lets not cache this at all
none	the migration has to run before the app starts, otherwise the new column is missing and it crashes
none	你周末要不要一起去看电影？
none	pretty sure the tokenizer has to be loaded before the model, or it throws
none	we might switch to Vite at some point, no idea when
decision	we're keeping the old car another year
rule	不要在 controller 里直接写 SQL
decision	i'm cancelling my gym membership, I literally never go
none	I'm not a fan of decorators that do too much, but that's just taste
rule	before you run a migration against staging, ask me first
none	you guys always go to the same pizza place
decision	option B, less code for the same result
none	we went to the beach last weekend and got completely sunburnt
decision	changed my mind, I'm getting the green one
decision	going with `zod` for validation on the frontend
none	the dog has to go out every four hours or he gets anxious
decision	we settled on 7pm at the thai place
none	我们以前每年夏天都去海边
none	我爸非要我考公务员，烦死了
rule	don't write comments that just restate what the code does
rule	for async rust we use tokio, don't pull in async-std
decision	I'll take your suggestion and use a bloom filter here.
none	let's hope the kids sleep on the plane
none	she decided to go back to school, so proud of her
decision	I'll pass on the concert tickets, thanks
rule	Java: constructor injection only, no field `@Autowired`
none	要是我有钱，我就直接买房了
none	if you ever go to Japan, you have to try the convenience store food
none	my doctor said I have to cut back on salt
none	the docs say you must call `close()` on the client, is that still true?
none	that movie was way better than I expected
rule	errors always get wrapped with `%w` here, no bare `return err`
none	I'm thinking about maybe learning guitar, no idea if I'll stick with it
rule	always give file paths relative to the repo root when you point me at code
rule	if a function needs more than four args, pass a dataclass instead
none	I never eat breakfast on weekdays
decision	we're moving Ben to the public school next year
none	之前决定用 MongoDB 真是个错误
rule	lockfile changes go in their own commit pls
none	I should really call my grandma more often
decision	We've settled on Argon2 for password hashing.
decision	I signed up for the half marathon in april!!
none	in theory we could go with Cassandra, but nobody here knows it
rule	docstrings in google style pls
rule	answer in english even when i write to you in chinese
decision	we're getting a dog, it's official
none	昨天那家店的烤鸭真的绝了
none	the README claims you need Java 17 but it builds fine on 21
rule	Rust: no `unwrap()` outside of tests
none	I picked up the habit of writing tests first from a previous team
rule	React components are function components with hooks, no class components
none	whenever the cache misses, it falls back to the database
decision	nah, not using GraphQL, REST is plenty for this
none	you should totally try the ramen place on 5th street
none	we almost went with the cheaper hotel, glad we didn't
rule	whenever you touch the public API, update CHANGELOG.md in the same commit
none	I'm so proud of you for finishing the marathon
none	make sure you drink enough water on the hike lol
rule	for the group project, everyone puts their sources in the shared doc in APA format
none	明天可能会下雨，不知道还去不去
none	my mom always makes way too much food at christmas
none	never mind, I found it
none	What's the difference between `git switch` and `git checkout`?
rule	every new endpoint needs an integration test
rule	没有我的确认，不要动生产环境的任何东西
none	the function has to be pure for memoization to work correctly
none	I was going to switch us to Bazel but never found the time
rule	k8s manifests: resource limits on every container, no exceptions
rule	When CI is red, fixing it comes before starting anything else.
none	you can't go wrong with the tiramisu there
none	omg the traffic today was unreal
decision	周末我决定去杭州看我爸妈
none	The plumber said the whole pipe has to be replaced, not just the valve.
none	he switched to decaf last year and swears he sleeps better
decision	we chose gRPC for the internal services
rule	never log request bodies, they can contain PII
none	you should never trust a restaurant with a 20-page menu haha
none	you should avoid that street at night, it's pretty sketchy
rule	`main.py` stays thin, business logic goes in `services/`
decision	I accepted the offer from the startup this morning.
decision	行，那就周六上午去爬山
rule	Please use British spelling in the user docs (colour, behaviour, etc).
none	I keep meaning to fix the bike but never do
decision	the red dress, final answer
none	let's see what the profiler says first
rule	日志里千万不要打印用户手机号
decision	i'm deprecating the v1 endpoints at the end of the quarter
none	honestly the whole auth module needs to be rewritten someday
none	never seen this error before in my life
rule	newsletter articles stay under 300 words, no exceptions
none	my boss decided to move everyone to open plan, I'm devastated
none	let me think about it over the weekend
none	改用 pnpm 之后安装快了很多
none	are you going with Tom or on your own?
none	what time does the pharmacy close on sundays?
none	should I get the blue one or the black one?
decision	Put me down for the vegetarian option.
rule	dont add new top-level dependencies w/o asking me
none	the security team wants us to rotate keys every 90 days, they sent a memo
none	the teacher said the kids should read twenty minutes a day
none	please fix the typo in line 42 of `utils.py`
none	I used to prefer cats but this dog changed my mind about dogs
none	our users always click the wrong button on that page lol
none	I'm not sure I'm ready to go back to work yet
none	I wonder if we need to use a mutex here at all
none	for this one run, point it at the staging db
none	congrats on the new job!!
none	I'm still deciding between the two offers
rule	guys pls name the photos by date before uploading them to the shared album for the yearbook
none	一定要注意身体啊
rule	keep functions under 50 lines unless there's a really good reason
none	do you have to wear a suit to that kind of wedding?
decision	we'll host thanksgiving at our place this year
none	my lead says we should never use ORMs, not sure I agree with him
rule	branch names start with `feat/`, `fix/` or `chore/`
none	the old team decided to use SOAP for everything, which explains a lot
none	线上那台机器总是半夜重启，好奇怪
none	just run it and tell me what happens
none	we used to go camping every summer before the kids
none	这个接口为什么必须带 token？
decision	not going to the party tonight, I'm wiped
none	you don't have to apologise, the bug was mine
none	当时要是选了那套房子就好了
rule	回复我的时候用中文，代码注释用英文
none	I really need to stop buying books I never read, but we both know I won't
rule	Kindly ensure that each commit message begins with the ticket number, for example PROJ-123.
none	I was going to switch banks but never got around to it
rule	parameterized queries only
none	他决定辞职了，好突然
none	小区门口又开了一家奶茶店
rule	Terraform changes need the `terraform plan` output pasted into the PR description
decision	I booked the cabin for the 14th to the 17th
none	if the token has expired, the middleware returns a 401
rule	whenever a migration drops a column, split it into two releases
none	should the error message go to stderr or stdout in this case?
rule	from now on every user-facing string goes through `t()` so we can translate it later
decision	decided to drop python 3.8 support in the next release
decision	We are migrating from Jenkins to GitLab CI, starting Monday.
none	that PR from the intern had to be reverted twice
rule	数据库字段一律 snake_case
decision	sticking with Django, no rewrite
none	you really don't have to pay me back
none	maybe we should use a queue here, not sure yet
none	我一般都先跑测试再提交
decision	bumping the minimum node version to 20, decided
none	Kubernetes must be restarting the pod because the liveness probe fails.
decision	我已经订了下个月去成都的机票
none	Let's hope the upstream fix lands before our release.
none	ugh, `npm install` took six minutes again
none	先别管这个警告，把这个测试跑通就行
decision	moving auth over to Keycloak, we agreed on it at standup today
none	tell me everything about the trip!
none	remember to breathe, you'll do great tomorrow
none	he never replies to texts, it drives me nuts
none	when did I tell you to avoid `async` in that module?
rule	timestamps in UTC, ISO 8601, everywhere in the logs
rule	Use `const` by default; `let` only when you actually reassign.
rule	Every shell script starts with `set -euo pipefail`.
decision	I'm keeping the monorepo, splitting it isn't worth the pain
rule	no ORM in the analytics service, plain SQL with `psycopg` only
rule	we squash-merge here, so the PR title is what ends up in history: keep it clean
decision	fine, vitest it is
none	`Vec::with_capacity` doesn't have to allocate if the capacity is zero
none	ok now add a test for the empty list case
none	I'm so tired of this heat
none	our neighbours are moving to Canada, they decided last month
none	the API returns dates as unix timestamps, not strings
decision	I'll take the 7:40 train instead of the 6:10
none	you don't need to bring a gift, just come
none	Sorry for the long message, I just wanted to give you all the context.
rule	每次改完配置都先跑一遍 `make test` 再提交
none	let's see what the weather does first
decision	我们就租这套了，明天签合同
none	the spec says a JWT must not be accepted after its `exp` time
none	组长说以后要统一用 Go 写后端，我还在消化
rule	no default exports in the frontend
none	I have no idea what I want for dinner
none	did you remember to push when you were done, or should I do it?
none	don't worry about the merge conflict, it was my fault anyway
none	lol same
none	就这样吧，明天再聊
decision	ok I'm going with your first suggestion, the decorator
rule	go code has to pass `golangci-lint run` before it lands
none	is it bad practice to always return a tuple from these helpers?
rule	one PR per feature, dont bundle unrelated fixes in
rule	dont touch `third_party/`, it's vendored
rule	if you swap a shift with someone, tell Maria so she can update the rota
none	how do I make sure the job doesn't run twice if the worker crashes?
none	is it true you have to book the museum weeks in advance?
rule	前端样式只用 Tailwind，不要再写新的 CSS 文件
rule	show me the diff before you apply anything to the prod configs
none	the kids must have eaten all the cookies while I was out
none	you must come visit us in the spring!
decision	i'm keeping my own last name
decision	going with physio instead of surgery, at least for now
rule	max line length is 100 in this project
none	did you decide on the apartment yet?
decision	we decided to name the puppy Biscuit
none	I always end up in the slowest line at the supermarket
rule	测试数据统一放在 `fixtures/` 目录下
none	if we switched to bun, would the tests even run?
none	do we have to bring anything to the barbecue?
none	should we always run the migrations before the tests, or does the fixture handle that?
decision	I picked the second schema, the one with the join table.
rule	Please don't reformat files you aren't otherwise changing, it makes the diffs unreadable.
none	when I was at my last job we had to get two approvals for every PR
rule	if you're not sure how an API behaves, say so instead of guessing
decision	fine, I'll drive and you bring the snacks
none	I'll look at the logs after lunch
rule	Never put real credentials in test fixtures, use the fake vault.
none	dad says we should avoid the highway on friday evenings
decision	我决定先不做多语言支持了
none	帮我把这段代码格式化一下
none	my brother always says you should buy the house, not the car
none	我们要不要改用 Postgres？
none	must the config file live in the repo root or can it be anywhere?
none	are we supposed to use `black` or `ruff format` these days?
decision	i'll host the docs on readthedocs rather than gh pages
rule	don't run `npm audit fix --force`, ever
none	I always get nervous before the dentist
rule	If you can't reproduce a bug, stop and tell me rather than patching blind.
rule	use `httpx` instead of `requests` for anything new
none	I always forget the syntax for `git bisect`
rule	pls stop adding emojis to commit messages
none	how was the concert?
none	why did you avoid the cache on that code path?
none	we really shouldn't have picked mongo back then
none	just this once, skip the slow tests so I can see the rest
none	apparently he's going with the cheaper quote for the roof
rule	dont use `any` in typescript, use `unknown` and narrow it
none	should I use `Optional[str]` or `str | None` here?
none	you should've seen his face when he opened the present
none	my roommate switched to a vegan diet and now the fridge is all tofu
decision	这个版本先不上线，等下周修完再发
rule	only `logging.getLogger(__name__)`, never the root logger
rule	Keep PR descriptions to what changed and why; no marketing language.
none	if I were starting over I'd pick Go for this service
none	I wish I'd chosen a different major
rule	never catch a bare `Exception` unless you re-raise it
decision	no, I'm not lending him money again
none	the test needs network access, that's why it fails in the sandbox
decision	we picked Portugal over Greece for the honeymoon
none	can you switch to the `release-2.3` branch and rerun that?
decision	I enrolled in the evening Spanish class.
none	my coach wants us to run three times a week, we'll see
decision	我不去那家公司了，已经回绝了
none	that was the best lasagna I've ever had
rule	never commit straight to main, open a PR even for one-liners
none	she always picks the most expensive thing on the menu
none	my landlord decided to raise the rent by 15 percent, unbelievable
decision	Ordering the sofa in grey, the beige one shows every stain.
decision	we're postponing the wedding to next spring
rule	stop asking me for confirmation on pure formatting changes, just make them
decision	晚饭就吃火锅了，不纠结了
rule	以后 PR 至少要一个人 review 才能合
none	I spent way too much on shoes this month
none	Would it make sense to use a trie for the autocomplete, or is that overkill?
none	`useEffect` without a dependency array runs on every render, that's why it loops
rule	all SQL goes through the query builder, no string concatenation
decision	I'm not renewing the lease, moving out in june
none	thanks, that fixed it
decision	let's go with option 2, the adapter approach
none	should we get her flowers or is that weird?
decision	actually scratch that, we're keeping the old retry logic
none	good luck with the interview!!
none	Don't worry, everyone forgets birthdays sometimes.
none	you have to see this video lol
decision	i'm moving the project to uv, lockfile is already regenerated
decision	ok count me in for the ski trip
decision	I chose the Tuesday slot for the dentist.
rule	wrap every multi-row DB write in a transaction
rule	no `sleep` calls in tests, use the fake clock
none	you should always read the small print, learned that the hard way
decision	we're not doing microservices for v1, it stays one monolith
rule	from now on put new migrations under `db/migrations/` with a timestamp prefix
rule	always run `ruff check .` before you tell me something is done
rule	别再引入 `lodash` 了，原生方法能搞定的就用原生的
rule	提交信息一律用英文写
none	the ticket says the page should load in under two seconds; is that even realistic?
none	whenever I visit my aunt she feeds me until I can't move
none	which one would you pick, Rome or Barcelona?
rule	新写的 Python 代码必须有类型注解
rule	keep the docker images on alpine unless a dep really needs glibc
rule	Everyone: drafts for the newsletter go in the Drive folder, not over WhatsApp.
none	Sarah chose Vue for the admin panel before I joined
rule	`pathlib` over `os.path` in new code
decision	pizza it is then
none	the linter complains that you should never shadow a builtin, which is fair
decision	ok we ship without the dark mode toggle and add it in 1.1
none	Grandpa always says to never lend money you can't afford to lose.
rule	if a test is flaky, mark it with `@pytest.mark.flaky` and tell me instead of deleting it
none	你别说，这个想法还挺有意思
none	happy birthday, hope it's a good one!!
rule	talk to me like a colleague, skip the "great question" stuff
none	we need to catch up soon!
none	I prefer dark themes personally but the screenshot is fine
decision	let's not support windows for the first release
none	the last time I used Gradle it ate all my RAM
none	always fun when CI breaks at 5pm on a friday
rule	anything risky going to prod goes behind a feature flag
rule	when you finish a shift, log your hours in the sheet before you leave
rule	type hints on every public function
none	ugh I forgot to buy milk again
decision	就用 MySQL 吧，团队都熟
none	my manager picked Azure without asking any of us, typical
rule	Please keep your replies short; I don't need a summary of every file you opened.
none	是不是一定要升级到 Node 20 才能用这个包？
none	honestly you should just ask for a raise
none	以后的事以后再说吧
none	my parents always wanted me to become a doctor
none	the handler must return within 30 seconds or the lambda gets killed
none	别担心，你肯定能过
decision	我们已经改用 Kafka 做消息队列了
none	every summer when I was a kid we picked strawberries at my uncle's farm
rule	when you change a public function signature, update every caller in the same PR
"""
