"""Fresh independent evaluation slice #4 for statement classification (rule / decision / none).

Written blind by a single annotator session working only in this file: it never saw the
classifier, its code, its tests, or any other labelled set, and ran no repository code.
Voices: 226 lines typed by a user to an AI coding agent in a terminal (terse, lowercase,
typos, code tokens, paths, CLI commands, Python/JS/TS/Go/Rust/Java/SQL/devops, a few very
polite verbose ones) and 176 lines of casual human-to-human chat (plans, family, food,
travel, pets, jobs, money, school); 57 lines are Chinese or mixed Chinese-English.
Labels are by intent: rule = a standing instruction about the work (code, tools, process,
how the agent should behave or communicate) meant to hold from now on, including
conditionals and terse verbless forms; decision = a choice the speaker or their own team
makes or has made, about work or life, including corrections of an earlier choice;
none = everything else (questions, musings, hypotheticals, reported rules or choices of
other people, habits, facts about how code behaves, one-off requests for the current task,
advice to friends, chit-chat, past events).
Counts: total 402, rule 100, decision 75, none 227, of which 173 are hard negatives
(none lines containing must/should/always/never/don't/have to/need to/make sure/
remember to/use/switch/prefer/avoid/decide/chose/pick/let's/going with or
必须/不要/别/总是/一定要/决定/改用/就用/以后).
"""

FRESH4 = """
rule	always run `ruff check` before you tell me something is done
rule	no semicolons in the ts files, the prettier config already says so
rule	from now on, put every new env var in `.env.example` too
rule	tabs not spaces in the Makefile, obviously
rule	never force-push to main, even if i ask you to in a hurry
rule	when you add a dependency, pin the exact version in requirements.txt
rule	ask me before running any migration against the shared db
rule	stop summarising what you did at the end of every reply
rule	every http handler needs a context timeout, no exceptions
rule	comments in english only pls
rule	f-strings over `.format()` everywhere
rule	dont touch anything under `vendor/` ever
rule	if a test is flaky, mark it with `@pytest.mark.flaky` and tell me instead of deleting it
rule	we use pnpm here, not npm or yarn
rule	keep functions under 50 lines unless there is a really good reason
rule	whenever you change the public api, bump the minor version in `pyproject.toml`
rule	Please make sure that all new SQL queries use bound parameters rather than string concatenation, from this point onward.
rule	commit messages in imperative mood, max 72 chars on the first line
rule	no `unwrap()` in library code, use `?` or proper error types
rule	before pushing, run `go vet ./...` and fix whatever it flags
rule	以后所有的接口返回都要包一层 `{code, data, msg}`
rule	不要在 `main` 分支上直接提交代码
rule	代码注释一律用中文写
rule	log with `slog`, not `fmt.Println`
rule	only absolute imports in this repo
rule	dont add emojis to my commit messages
rule	after any schema change, regenerate the types with `supabase gen types`
rule	snake_case for db columns, camelCase in the API layer
rule	never log tokens or passwords, not even at debug level
rule	if you're not sure what a file is for, ask rather than guess
rule	answer in short bullet points from now on
rule	all dates stored as UTC, converted to local time only at the edge
rule	use `pathlib` instead of `os.path` in new code
rule	no new global state, pass things through constructors
rule	each PR gets exactly one logical change
rule	don't run `terraform apply` yourself, ever; just show me the plan
rule	docstrings on every public function, google style
rule	whenever a function can return nothing, type it as `T | null` explicitly
rule	keep the README in sync whenever you add a cli flag
rule	每个新功能都必须配单元测试
rule	别再用 `var` 了，统一用 `const` 或 `let`
rule	依赖统一用 `uv` 管理，不要直接 pip install
rule	please always quote shell variables in scripts, `"$VAR"` not `$VAR`
rule	no magic numbers, give them a named constant
rule	prefer composition over inheritance in this codebase
rule	constructor injection only in the spring services, no `@Autowired` on fields
rule	every migration must be reversible, so write the down step too
rule	don't reformat files you're not otherwise changing
rule	if the build is red, fix that first before doing anything else I asked
rule	show me the diff before you write to any file outside `src/`
rule	let errors bubble up; only the top-level handler should log them
rule	the core package stays stdlib only, keep third-party deps out of it
rule	never commit `.env` files, and add them to `.gitignore` if they're missing
rule	use `BigDecimal` for money, never `double`
rule	from now on reply in english even when i write in chinese
rule	integration tests go in `tests/integration/`, unit tests sit next to the code
rule	always call the deploy script with `--dry-run` first
rule	react components must be function components, no class components
rule	one component per file
rule	when you rename something, grep the whole repo for leftovers
rule	don't install global npm packages on my machine
rule	Kindly refrain from adding TODO comments without a ticket number from now on.
rule	no print debugging left in committed code
rule	`SELECT *` is banned in production queries
rule	wrap lines at 100 in python and 120 in kotlin
rule	api errors must return problem+json, always
rule	提交前先跑一遍 `make lint`
rule	变量名不要用拼音
rule	测试里不许访问真实网络
rule	keep the changelog updated with every user-facing change
rule	each docker image must be pinned by digest, not by tag
rule	ask before deleting any file, even generated ones
rule	clippy pedantic has to pass on every commit to the rust crates
rule	no abbreviations in public names, `customer` not `cust`
rule	stop apologizing in your answers, just fix things
rule	don't open PRs on my behalf, i'll do that myself
rule	when a function takes more than four params, use an options object
rule	use UTC in all cron schedules
rule	readme headings in sentence case, not title case
rule	retries always with exponential backoff and jitter
rule	for any bug fix write the failing test first, then the fix
rule	env-specific config lives in `config/<env>.yaml`, never hardcoded
rule	run `go mod tidy` every time you add or remove an import
rule	If you touch the payment module, ping me before merging anything.
rule	所有时间字段统一用 ISO 8601 字符串
rule	别在循环里查数据库
rule	Please use British spelling in all user-facing strings.
rule	never disable a failing test just to get CI green
rule	no `--no-verify` on commits, ever
rule	lockfile changes go in their own commit
rule	guys, from now on every shared expense goes in the spreadsheet the same day
rule	for the group project, everyone pushes to their own branch and only Mia merges
rule	starting this week, whoever closes the shop locks the back door and texts the group
rule	all slides for the client deck use the blue template, and please don't change the fonts
rule	when you finish a shift, write what's left in the handover doc
rule	以后谁值班谁负责回客户消息
rule	please cc me on every email to the landlord from now on
rule	minutes from each meeting go in the drive folder within a day
rule	no client names in the team chat, use initials
rule	everyone updates their hours in the tracker before friday noon, every week
decision	ok let's go with option 2, the redis cache
decision	we're going with postgres for this, sqlite won't cut it
decision	scrap that, use `httpx` instead of `requests`
decision	I decided to drop python 3.8 support in the next release
decision	fine, we keep the old endpoint for now and add the new one alongside it
decision	actually make the batch size 500, not 1000
decision	we'll use github actions, not jenkins, for the new repo
decision	i'm keeping the monorepo, not splitting it
decision	vite it is
decision	let's do B, the incremental migration
decision	we picked MIT for the license
decision	going with tailwind for the redesign
decision	我们定了用 Kafka 做消息队列
decision	就它了，用 Pinia 替换 Vuex
decision	决定了，这个服务用 Go 重写
decision	还是用 MySQL 吧，团队都熟
decision	OK, I've made up my mind: the config format will be TOML.
decision	we're moving the release to the 14th
decision	nah, we're sticking with the previous schema, the new one is overkill
decision	i'll take the hexagonal layout you proposed
decision	let's name the package `tidewater`
decision	we're dropping the graphql layer entirely
decision	I'm choosing the second design, the one with the sidebar
decision	okay, JWT with short-lived tokens, that's what we'll do
decision	We have decided to deprecate the v1 API at the end of Q3.
decision	alright, no caching layer for now, we'll revisit it after launch
decision	we agreed this morning: CI moves to buildkite
decision	i'll go with your suggestion and use a bloom filter
decision	final answer: sqlalchemy core for this service, we're not adopting an ORM
decision	我们已经改用 pnpm workspace 了，昨天迁完的
decision	we're going to self-host sentry instead of paying for the cloud plan
decision	let's ship it on monday instead of friday
decision	I chose argon2 over bcrypt for the password hashing
decision	ok, rust for the parser, python stays for the glue code
decision	这次上线就定在周四晚上
decision	I took the job in Lisbon
decision	booked the flights for the 3rd, window seats
decision	signed up for the half marathon in april
decision	we're getting the grey sofa, not the green one
decision	I said no to the promotion, too much travel
decision	actually make dinner thursday, wednesday's bad for me
decision	ok pizza it is
decision	I'm keeping the old car another year
decision	we decided to name the puppy Biscuit
decision	I'm quitting the gym and just running outside instead
decision	we're going to Crete in june, booked it yesterday
decision	I'm going vegetarian starting monday
decision	fine, I'll take the cheaper apartment
decision	we chose the school closer to home for Leo
decision	I'm selling my bike, listed it this morning
decision	let's meet at 7 at the usual place then
decision	I've decided to go back to uni part-time
decision	我决定不去参加婚礼了
decision	我们定了下个月搬家
decision	就订那家日料吧
decision	我报了周末的陶艺课
decision	I'm not renewing the lease, I'm moving in with my sister
decision	we went with the blue tiles for the bathroom in the end
decision	cancelled netflix, keeping spotify
decision	I'm taking the night shift swap, already told my manager
decision	we're skipping the party and staying in
decision	gonna get the 256gb one, the price difference is tiny
decision	ok I'll bring the dessert
decision	I accepted the offer from the startup
decision	we're splitting the bill three ways, Ana already agreed
decision	I'm switching to the morning class from next week
decision	we're adopting the older cat, not the kitten
decision	I picked the red dress for the wedding
decision	we'll drive instead of flying, it's cheaper with four of us
decision	ok final: Porto for the long weekend
decision	还是买那台二手的吧，新的太贵了
decision	I'm leaving the book club, too much reading for me right now
decision	we've settled on Emma for the baby's name
decision	I'm taking the Tuesday slot at the dentist, the Friday one is gone
decision	no more takeaway for me this month, I'm cooking every night
none	should i always run `ruff` before committing, or is pre-commit enough?
none	does this function have to return a list or can it be a generator?
none	this handler must return within 30s or the load balancer kills the connection
none	fix the typo in line 3 of `utils.py`
none	use the staging db for this run only
none	my lead says we must squash commits before merging
none	I might switch to vim at some point, vscode is getting slow
none	torn between fastapi and litestar for this one
none	I always run the full test suite at night, it takes forever
none	never mind, I found the bug myself
none	why do you always add a trailing newline?
none	the linter says I should avoid `any`, is that right here?
none	can you use `jq` to pull the ids out of this json?
none	we never used to have this many flaky tests
none	did you remember to update the lockfile in that last change?
none	the docs say you have to call `init()` before anything else
none	I guess we should probably look at caching at some point
none	because of `re.fullmatch`, the pattern has to match the entire string or you get None back
none	for this commit just rename the variable, nothing else
none	make sure the test passes now
none	can you make sure the output is sorted this time?
none	the CONTRIBUTING file says to always rebase, but nobody actually does
none	maybe we should switch to bun eventually, not sure yet
none	do we need to pin `numpy` or is a range fine?
none	i prefer dark themes personally but whatever
none	last time you used `rm -rf` without asking and it was fine, luckily
none	no need to explain it this time, I just wanted to know if it compiles
none	`cargo` always rebuilds everything when I change the feature flags, is that normal?
none	kafka must be running before the consumer starts, otherwise it crashes on boot
none	should we be using `zod` or `yup` for validation here?
none	switch to the `feature/auth` branch and show me the last three commits
none	haven't decided anything yet, just exploring options
none	the old team chose mongo back in 2019 and we're still paying for it
none	let's see what the profiler says first
none	don't worry about the warnings in that output, they come from a dependency
none	what if we used sqlite for the tests only?
none	it would be nice if the legacy code had type hints someday
none	run the tests with `-x` this time so it stops at the first failure
none	I used to avoid `async` in python because debugging it was painful
none	never seen this error before: `EADDRINUSE :::3000`
none	the API must have changed, the field is called `userId` now
none	is it bad practice to always return `Optional` from repository methods?
none	try `npm ci` instead and see if the error goes away
none	our old CTO picked angular and everyone hated it
none	we might go with clickhouse, depends on the benchmark
none	the spec says every request needs an idempotency key, but the server ignores it
none	go modules have to live under a path that matches the import, right?
none	我们是不是应该改用 TypeScript？
none	这个函数必须返回 list 吗？
none	不要紧，这个报错之前也出现过
none	老板说以后所有代码都必须 review
none	我总是忘记激活虚拟环境
none	这次的脚本先用测试库跑一下
none	我还没决定用 Redis 还是 Memcached
none	以前我们用的是 Jenkins，后来别的组推 GitLab CI 才换的
none	你觉得要不要改用 gRPC？
none	这个接口一定要加鉴权吗？
none	别的项目都用 eslint，我们这个好像没配
none	rustc says the borrowed value must outlive the closure, what does that mean?
none	please use the same font size as the screenshot for this one mockup
none	our convention used to be tabs, then someone reformatted everything
none	I'm not sure we need to support IE at all
none	the build has to finish before 9am or the nightly report comes out empty
none	could you avoid touching the css in this PR? it's already big
none	we should really talk about the test coverage at some point
none	does `git pull --rebase` always rewrite local commits?
none	I would never have guessed the bug was in the serializer
none	what happens if I don't call `close()` on the file?
none	docker compose keeps picking the wrong network, no idea why
none	the PM decided to cut the export feature from this sprint
none	thinking about moving to k8s next year, but it's just an idea
none	nvm, the config was right all along
none	Would it be possible for you to check whether the cron job needs to run as root?
none	always fun when CI passes locally and fails remotely
none	I have to leave in ten minutes, so just give me the short version
none	the default branch used to be master until github switched it to main
none	prettier prefers double quotes by default, right?
none	the function should return 42 here but it gives 41, can you look
none	maybe pin the version, maybe not, I honestly don't know
none	`useEffect` runs twice in dev mode because of strict mode, that's expected
none	i think the previous dev chose `moment.js` because date-fns didn't exist yet
none	please just this once skip the tests, I need the build in 5 min
none	lol you always find the weirdest edge cases
none	great job on the refactor, thanks!
none	do I need to restart the server after changing `.env`?
none	the migration must have failed halfway, half the tables are there
none	why does java require the `main` method to be `static`?
none	use whatever library you think is best for parsing the dates this time
none	If I switch to poetry, will the CI break?
none	we're still deciding between aws and gcp
none	用哪个 ORM 比较好，SQLAlchemy 还是 Tortoise？
none	这段代码以后可能会重构，你先别管它
none	他们组一直都用 Yarn
none	为什么 Go 一定要显式处理 error？
none	明天我要是有空就把测试补上
none	the `Cargo.lock` must be committed for binaries, according to the rust book
none	turned off the wifi by accident and the download died lol
none	The documentation recommends that one always call `flush()` before exit; is that really necessary for stdout?
none	you should totally try the ramen place near the station
none	always wear sunscreen, trust me, I learned the hard way
none	my mom says I have to call her every sunday lol
none	I might switch to a standing desk if my back keeps hurting
none	torn between the beach and the mountains for august
none	don't forget your umbrella tomorrow, it's gonna pour
none	I always go running before work
none	I've never been to Japan, is it expensive?
none	did you decide about the job yet?
none	she chose the yellow one and regretted it after a week
none	we should get drinks sometime!
none	you have to see this video, I'm crying
none	remember to breathe, the exam will be fine
none	the landlord says we must pay by the 1st or there's a late fee
none	maybe I'll dye my hair pink this summer, who knows
none	do we need to bring anything to the bbq?
none	I wish I had picked the other course, this one is so boring
none	let's hope the weather holds up for the wedding
none	my sister decided to move to Berlin, I'm so jealous
none	you don't have to reply right away, no pressure
none	should I get the blue or the black jacket?
none	happy birthday!! hope you have the best day
none	ugh, I need to stop eating so much sugar
none	he always picks the worst movies for movie night
none	we were going to go to Rome but the flights were too expensive
none	make sure you get some rest this weekend, you've earned it
none	dad prefers the window seat, he gets anxious otherwise
none	the doctor said I should avoid dairy for a couple of weeks
none	are you going with Tom or alone?
none	I can never decide what to order at that place
none	thinking of adopting a dog but my flat is tiny
none	if I were you I'd take the job, honestly
none	it must be so cold in Oslo right now
none	our cat always sleeps on the laptop, it's a problem
none	you should've seen his face when he opened the gift
none	I used to prefer tea, now it's coffee all day
none	do you have to work on saturday again?
none	my boss wants everyone back in the office three days a week
none	not sure if I'll sign up for the course or wait till spring
none	we just got back from the lake, so tired
none	lmao same
none	that's such a good idea, you should go for it
none	did you end up choosing the cheaper flat?
none	the recipe says you must let the dough rest overnight
none	remember when we got lost in Porto? lol
none	switch to channel 5, the match is on!
none	they picked a terrible name for the restaurant
none	my brother is always late, every single time
none	I'd love to go to Japan one day
none	how do you always stay so calm?
none	never thought I'd say this but I miss school
none	we're probably going to stay home this weekend, not sure yet
none	don't you think the new season is worse?
none	I have to admit the movie was better than expected
none	you need to try the pistachio gelato, it's unreal
none	honestly I prefer the old logo
none	let's just say the interview didn't go great
none	the vet said Luna has to lose some weight
none	which one did you pick in the end?
none	the traffic was so bad we got there an hour late
none	I should probably call the bank about that charge
none	the kids always want pancakes on sunday
none	do you prefer the beach or the pool?
none	she said we have to be there by six, is that right?
none	my plan was to save for a car, but rent went up again
none	I can't decide between the two apartments, help
none	good luck tomorrow, you've got this!
none	it's always raining when I forget my umbrella
none	my friend switched to an electric car and loves it
none	I'm thinking maybe Lisbon or Porto, haven't looked at prices yet
none	they decided to postpone the wedding to next year
none	we never go to the cinema anymore, it's so expensive
none	you should definitely bring a jacket, it gets cold at night up there
none	omg the new bakery is amazing
none	grandma insists we must take our shoes off inside
none	he wants to switch schools but his parents said no
none	is it ok if I'm a bit late?
none	I would have gone with the red one tbh
none	what are you going with for the costume party?
none	don't get me wrong, I like him, he's just loud
none	the train always stops at that station for ages
none	I need to vent, work was a nightmare today
none	we used to go camping every summer when I was a kid
none	if it rains we might move the picnic indoors
none	did the doctor say you need to stop running?
none	always a pleasure chatting with you haha
none	my roommate decided to get a snake, send help
none	I really have to get better at replying to messages
none	you must be exhausted after that flight
none	never mind, found my keys
none	let me know what you think of the book
none	I'm considering a career change but it's scary
none	the school requires all kids to wear a uniform
none	we'll see how I feel tomorrow
none	he picked me up from the airport at 2am, what a legend
none	what did you guys decide about the holiday?
none	ugh I forgot to pay the electricity bill again
none	she's always telling me to drink more water
none	I'm so proud of you for finishing the marathon
none	maybe we should just order in tonight?
none	你一定要去试试那家火锅
none	我妈总是让我多穿点衣服
none	还没决定去不去旅游
none	别担心，明天会好的
none	他决定辞职了，真没想到
none	你以后想做什么工作？
none	我总是睡不着觉
none	要不要一起去看电影？
none	医生说我必须少吃盐
none	如果下雨我们可能就不去了
none	我们以前每年都去海边
none	你选好了吗？
none	我也想改用安卓手机，但是舍不得
none	不要客气，随时来玩
none	她说以后再也不理他了
none	今天的菜好辣，不过很好吃
none	我有点想换工作，但还在犹豫
none	you always know the best places to eat
none	I'm not sure the cheaper phone is worth it
none	have you ever tried rock climbing?
none	we have to do this again sometime!
none	the teacher said every student must bring a calculator
none	you should be proud of yourself
none	my neighbour always parks in front of our garage
none	I might sign up for pottery too if there's space
none	有人说 Python 里一定要用 `with` 打开文件，真的吗？
none	the senior devs here always prefer tabs, apparently
none	do you think I should avoid ORMs for a small project like this?
none	she picked up a second job to pay for the trip
"""
