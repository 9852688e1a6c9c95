"""Fresh independent evaluation slice #6 for statement classification (rule / decision / none).

Written blind by a single annotator who never saw the classifier, its code, its tests, or any other
labelled set; every sentence was invented from general knowledge of how people write. Voices: about
59% (239) messages typed by a user to an AI coding agent in a terminal (terse, lowercase,
typos, backticked code, paths, CLI commands, many ecosystems, some very polite users) and about
41% (168) casual human-to-human chat (plans, family, food, travel, jobs, money, health, pets);
57 lines (14%) are Chinese or mixed Chinese-English. Labels follow the speaker's intent:
"rule" is a standing instruction about the work (code, files, tools, commits, tests, style, process,
agent behaviour or communication) to be followed from now on, including conventions stated as fact,
restrictions and conditionals; "decision" is a choice the speaker or their team makes or has made
(work or life), including reversals and picking one of offered options; "none" is everything else:
questions, hypotheticals, reported rules or choices of others, habits, past events, regrets, one-off
requests for the current task, facts about how code behaves, advice to friends, chit-chat.
Counts: total 407, rule 102, decision 75, none 230, of which 175 none lines are hard
negatives containing rule- or decision-looking words (must, should, always, never, don't, have to,
use, switch, prefer, avoid, decided, picked, let's, 必须, 不要, 别, 总是, 决定, 以后 and the like).
"""

FRESH6 = """
rule	always run `ruff check .` before you tell me something is done
rule	no new dependencies without asking me first
rule	from now on, commit subjects in the imperative mood and under 72 chars
rule	dont touch anything in `vendor/`, its generated
rule	we use pnpm in this repo, not npm or yarn
rule	tabs for Go, 4 spaces for Python, 2 for everything under `web/`
rule	if a test is flaky, mark it with `@pytest.mark.flaky` and open an issue instead of deleting it
rule	whenever you change the public API, update CHANGELOG.md in the same commit
rule	never force-push to main, not even to fix a typo
rule	keep your answers short and skip the recap at the end
rule	Please make sure every new endpoint comes with an integration test going forward, thank you.
rule	sql migrations are append-only: never edit one that has already been merged
rule	use `slog` for logging in the Go services, not `log.Printf`
rule	before running anything destructive like `rm -rf` or `DROP TABLE`, ask me first
rule	prefer `pathlib` over `os.path` in new code
rule	no emojis in code comments or commit messages
rule	every public function gets a docstring, numpy style
rule	when youre unsure about a requirement, ask instead of guessing
rule	rust: no `unwrap()` outside of tests, use `?` or `expect` with a real message
rule	timestamps in the db are always UTC `timestamptz`, never local time
rule	env vars go through `config.py`; nothing else reads `os.environ` directly
rule	pin exact versions in requirements.txt
rule	dont reformat files you arent otherwise changing, it wrecks the diff
rule	after each schema change, regenerate the types with `make gen` and commit them too
rule	reply in English even when I write to you in Chinese
rule	one PR per feature, dont bundle unrelated fixes into it
rule	Kindly refrain from using `any` in TypeScript; reach for `unknown` and narrow it instead.
rule	feature flags live in `flags.yaml` and nowhere else
rule	tests go next to the code as `*_test.go`, not in a separate folder
rule	never log request bodies, they can contain PII
rule	use `httpx` for HTTP calls, requests is banned in this repo
rule	Show me the diff before you apply any change that spans more than one file.
rule	java code follows google-java-format, run it before every commit
rule	keep functions under ~50 lines, split them once they grow past that
rule	everything goes through a PR with at least one approving review, main is protected
rule	dont add comments that just restate what the code does
rule	if you add a CLI flag, document it in `--help` and in the README
rule	secrets never go in the repo, put them in `.env.local` which is gitignored
rule	docker images: alpine base and a non-root user, always
rule	no `console.log` left in committed code
rule	from here on dont apologize in your replies, just fix the thing
rule	stick to the standard library for the scripts in `tools/`, nothing from pip
rule	any change to `auth/` needs a second pair of eyes, ping me before merging it
rule	error messages shown to users must say what to do next, not just what failed
rule	type hints on every function signature, and `mypy --strict` has to pass
rule	Variables in snake_case, classes in PascalCase, constants in UPPER_CASE, that is the convention here.
rule	when a bug gets fixed, add a regression test that fails without the fix
rule	terraform changes: paste the `terraform plan` output into the PR description, every time
rule	no ORMs in the reporting service, parameterized raw SQL only
rule	Use conventional commit prefixes (feat:, fix:, chore:) for everything you commit.
rule	keep the README install section in sync with pyproject whenever deps change
rule	avoid global state; pass dependencies in explicitly
rule	we squash-merge here, so the PR title must read like a proper commit message
rule	dont use `git add -A`, stage files by name
rule	for async python use asyncio, not trio and not threads
rule	cite the file and line number whenever you reference code in an answer
rule	never hardcode ports, read them from config
rule	Please always ask before installing global npm packages on my machine.
rule	treat lint warnings as errors locally too, fix every single one
rule	yaml keys in kebab-case, json keys in camelCase
rule	dates in UI strings as YYYY-MM-DD, no locale formats
rule	if the build is red, fixing it comes before any new feature work
rule	no `SELECT *` in production queries
rule	react: function components and hooks only, no class components
rule	Run the full test suite, not just the file you touched, before you claim it passes.
rule	bump the version in `Cargo.toml` whenever the crate's public types change
rule	keep PRs under 400 lines of diff
rule	every shell script starts with `set -euo pipefail`, no exceptions
rule	dont mock the database in integration tests, use the testcontainers setup
rule	every TODO needs an issue number next to it
rule	Don't explain basics to me, I've written C++ for 15 years, just give me the code.
rule	british spelling in the docs pls
rule	all user-facing strings go through `t()` for i18n
rule	any new cron job needs an alert that fires when it fails
rule	answer with code first and the explanation after, three sentences of explanation max
rule	keep all magic numbers in `constants.ts`
rule	never commit directly to the `release/*` branches
rule	if a function needs more than four arguments, bundle them into a dataclass
rule	check in `poetry.lock` with every dependency change
rule	PRs that touch the payments code need a changelog entry and a feature flag
rule	no `sudo` in any of the scripts
rule	when you propose options, lay out the tradeoffs but also tell me which one you recommend
rule	以后提交之前都先跑一遍 `pytest -q`
rule	不要动 `migrations/` 目录下已经合并的文件
rule	所有接口返回统一用 `{code, msg, data}` 这个格式
rule	日志一律用英文写，不要中英混着
rule	写前端组件的时候一定要加上 loading 状态
rule	别再用 `moment.js` 了，日期统一用 dayjs
rule	变量命名用驼峰，别用拼音
rule	每次改完配置文件都要同步更新 `config.example.yaml`
rule	回答我的时候用中文，代码注释用英文
rule	新加的依赖必须先跟我说一声
rule	数据库字段一律小写加下划线
rule	commit message 可以写中文，但前缀必须是 feat/fix/chore 这种
rule	除非我明确说了，否则不要自动 push
rule	测试数据放 `fixtures/` 里，别写死在测试代码里
rule	for the group project, everyone puts their slides in the shared drive folder, not in email attachments
rule	whoever closes the shop, check that the back door is locked, every night from now on
rule	for the wedding spreadsheet, only edit your own tab and leave the totals column alone
rule	from now on everyone logs their volunteer hours in the sheet by Sunday night
rule	when you post in the team channel about an outage, tag me, always
rule	小组作业大家以后都把进度写在共享文档里，别只在群里说
decision	ok going with postgres for this, sqlite wont cut it once we have concurrent writers
decision	let's do option 2, the adapter pattern
decision	i'll take the second approach, the one with the job queue
decision	scrap the redis idea, we're caching in-process for now
decision	We've decided to drop Python 3.8 support in the next release.
decision	fine, FastAPI it is
decision	I'm moving the project over to uv, already deleted the old Pipfile
decision	we're keeping the monorepo, splitting it isnt worth the pain
decision	on second thought, we're keeping the enum instead of converting it to strings
decision	go with the first one, the variant that keeps the old API intact
decision	we're moving CI from Jenkins to GitHub Actions this sprint
decision	I'll use zod for the form validation on the frontend
decision	not going to use GraphQL here, plain REST is enough
decision	Decided: access tokens expire after 15 minutes, refresh tokens after 7 days.
decision	let's call the new service `ingest-worker`
decision	after the load tests we went with Kafka over RabbitMQ
decision	I picked the B-tree index, the GIN one was way too big
decision	ok we'll ship it behind a flag and flip it on next week
decision	I'm not upgrading to React 19 until the libraries catch up
decision	going with monthly billing only for launch, annual can wait
decision	we'll host the docs on Read the Docs
decision	license: MIT, final answer
decision	I'm rewriting the parser in Rust, the Python one is too slow
decision	gonna keep the `v1` endpoints alive until March and then kill them
decision	We'll go with your suggestion of splitting the service in two.
decision	Choosing tRPC over REST for the internal dashboard.
decision	I've settled on Grafana Cloud for the dashboards
decision	decided against the microservices split for now
decision	actually scratch the bloom filter, a plain set is fine for our sizes
decision	用方案B吧，改动小一点
decision	我们决定把前端迁到 Vite 上
decision	那就用 MySQL，不折腾了
decision	这个功能先不做了，下个版本再说
decision	我选第二种写法，可读性好一点
decision	算了，还是用回原来的 axios 封装
decision	这次上线就定在周四晚上
decision	I'm taking the job in Lisbon
decision	we booked the cabin for the second weekend of July
decision	ok I'm getting the blue one, the grey looked dull in person
decision	I signed up for the half marathon in October, no backing out now
decision	we're naming her Biscuit
decision	I'm not going to the reunion, I just can't face it
decision	Thai it is for tonight
decision	I'm cancelling the gym membership and just running outside instead
decision	we decided to rent for another year instead of buying
decision	I'll take the 7:40 train, saves me an hour
decision	changed my mind, I'm staying home this weekend
decision	we're doing Portugal instead of Greece this summer
decision	I'm keeping the old car one more year
decision	ordered the standing desk, finally
decision	I'm going vegetarian for January
decision	we're putting Mia in the Montessori school, the other one was too far
decision	I'll go with the chicken, thanks
decision	I'm dropping the statistics elective, it's killing my GPA
decision	we picked the Saturday slot for the kids' party
decision	I'm turning down the promotion, the hours would wreck me
decision	booked the dentist for Tuesday at 3
decision	going with the cheaper flight even though it has a layover
decision	we're adopting the older cat, not the kitten
decision	I'm cancelling Netflix, we never watch it anyway
decision	the wedding will be in the garden, we settled it last night
decision	I'm going back to my old barber, the new place butchered me
decision	we're getting the sofa in green
decision	I accepted the offer from the startup
decision	I'll skip dessert tonight
decision	I'm enrolling in the evening Spanish class
decision	I'll host Thanksgiving this year
decision	we're leaving the dog with my sister while we're away
decision	I'm switching to the night shift starting next month
decision	我决定下个月开始学游泳
decision	周末不去爬山了，改成去看展
decision	我们订了周六晚上的火锅
decision	买了，最后还是选了那台索尼的
decision	工作我辞了，下个月去杭州
decision	那就这么定了，十月一号出发
none	should I always run the migrations before the tests, or does the fixture handle that?
none	does the linter complain if I never use the return value?
none	the old team always used Makefiles for everything, even the frontend
none	my lead said we must use Java 17 for the new services, not sure why
none	`parse()` must be called before `validate()` or it throws a KeyError
none	can you use `jq` to pull the ids out of this file?
none	if we switched to Bun, would the tests still run?
none	I usually run `cargo clippy` before pushing, mostly out of habit
none	I wish we hadn't picked Mongo back in 2021
none	the docs say you should never call `close()` twice on the same handle
none	make sure the server is running, then hit refresh and tell me what you see
none	why does mypy insist I have to annotate this lambda?
none	the function has to return a tuple, otherwise the unpacking in the caller breaks
none	maybe we should use a bloom filter here, not sure yet
none	Sam prefers tabs but the formatter overrides him anyway
none	in this screenshot you can see the header is never rendered
none	which one would you pick, Celery or RQ?
none	in your next reply, remember to include the full stack trace, the last one got cut off
none	CI must have cached the old wheel, that's why it passes
none	the API always returns 200 even on errors, which is super annoying
none	i had to downgrade node to 18 to get it running yesterday
none	you don't need to explain, I figured it out
none	the contributing guide says to avoid merge commits, is that still true?
none	the previous CTO chose Django back when the team was all Python folks
none	never seen this error before, any idea what it means?
none	should the cache key include the user id?
none	if I use `--no-verify` will it skip the pre-commit hooks?
none	this regex needs to handle trailing whitespace or the parser chokes on the csv
none	It would be nice to switch to pnpm someday, but it's not a priority.
none	I always forget the flags for `tar`, is it `-xzf`?
none	now run the migration on staging and paste the output here
none	rename `foo` to `user_count` in this function
none	the prod box has to be restarted after every deploy, no idea why
none	do we need to pin `numpy` or is the range fine?
none	I'm not sure whether to use a trait object or generics here
none	our old vendor never documented their API, so I had to reverse-engineer it
none	it's weird that `useEffect` runs twice in dev mode
none	the ticket says the export should support xlsx, but the customer only ever uses csv
none	did you use the staging credentials or the prod ones?
none	could you make sure the indentation is right in the snippet you just sent?
none	the kubernetes docs recommend that you always set resource limits
none	the Makefile target has to run as root, otherwise the bind mount fails
none	was it you who decided to put the config in toml?
none	if only we'd gone with Go from the start
none	my manager wants us to switch to Bitbucket, ugh
none	the linter should be catching this, why isn't it?
none	`tokio::spawn` needs the future to be `'static`, that's why it won't compile
none	let me think about whether we need a queue at all
none	just use whatever's quickest for this script, I'm throwing it away tomorrow
none	for this commit only, skip the changelog, it's just a typo fix
none	looks like the service never releases the lock when it panics
none	the interviewer asked me whether I always write tests first
none	hmm, should we be using `Decimal` for money here?
none	every time I run `docker compose up` the db container exits with code 137
none	someone on the team picked Tailwind before I joined
none	would it be crazy to drop the ORM entirely?
none	I think the bug is in the date parsing, not the timezone handling
none	the README claims you need Python 3.11 but 3.10 works fine
none	just this once, push it straight to main, the release is in ten minutes
none	can you decide between the two approaches for me?
none	in Rust you have to handle the `Result` or the compiler warns you
none	I avoided async in the first version because I didn't understand it back then
none	do I have to restart the dev server after changing `.env`?
none	we might move to Postgres eventually, depends on the budget
none	the PM keeps saying we should never ship on Fridays
none	weird, `git stash pop` always conflicts on this file
none	how do you make sure a goroutine doesn't leak?
none	I used to prefer vim but VS Code grew on me
none	`sort()` in JS always compares as strings unless you pass a comparator
none	let's hope the migration doesn't lock the table for too long
none	the upstream maintainers decided to deprecate the sync client in 3.0
none	I was going to use Redis for this but never got around to it
none	our previous contractor always committed `node_modules`, total nightmare
none	what would you recommend, Poetry or uv?
none	is it bad practice to never close the db connection in a lambda?
none	please fix the typo on line 42 of `app.py`
none	add a test for the empty-list case to this PR
none	the `--force` flag has to come before the path or the CLI silently ignores it
none	would switching to `orjson` actually make a difference at our scale?
none	she told me the mobile team never writes unit tests, is that normal?
none	do you always need `await` in front of `fetch`, or only when you want the result?
none	Would you be so kind as to check whether my `docker-compose.yml` uses the right volume paths?
none	the vendor's SDK must be doing something weird with threads, it deadlocks under load
none	I don't know why but the build only fails when I use the M1 runner
none	这个报错是不是因为必须先初始化数据库？
none	我们之前一直用 Jenkins，去年才换掉的
none	领导说以后所有项目都要上 k8s，我觉得没必要
none	要不要改用 gRPC？你觉得呢
none	这个函数一定要返回 list 吗？
none	我总是记不住 git rebase 的参数
none	如果以后用户量上来了，可能得换数据库
none	文档里写着不要在生产环境开 debug 模式
none	同事非要用 MongoDB，我也没办法
none	这个接口必须带 token，不然会返回 401
none	你先看看这个日志，别急着改代码
none	要是当初就用 TypeScript 就好了
none	that worked, thanks a lot
none	what does `Arc<Mutex<T>>` actually buy me here?
none	I'm on macOS 14 with an M2, if that matters
none	why is the bundle 4MB?
none	not sure I follow, can you walk through the second step again?
none	it's a Spring Boot 3 app with a Postgres backend
none	the endpoint returns an empty array when there are no orders
none	I'm getting `ModuleNotFoundError: No module named 'yaml'`
none	the query takes 12 seconds on the biggest tenant
none	Sorry for the long message, I've been stuck on this for hours.
none	heads up, the staging db was wiped last night
none	you should totally try that ramen place on 5th
none	my mom always says never trust a skinny chef
none	did you decide on the apartment yet?
none	I have to work Saturday, ugh
none	we need to catch up soon!
none	don't forget a jacket, it gets cold up there at night
none	I never know what to cook on weeknights
none	Jess picked the restaurant, so blame her if it's bad
none	should I get the new phone now or wait for the next one?
none	if I were you I'd avoid that airline
none	you must be exhausted after that flight
none	he always orders the exact same thing, every single time
none	let's see how the weather looks tomorrow
none	my sister decided to move to Berlin, can you believe it
none	I might switch to oat milk, not sure yet
none	make sure you drink enough water on the hike!
none	we always go to my in-laws for Christmas
none	I should really call my grandma more
none	honestly you need to stop checking his Instagram
none	remember when we got lost in Venice lol
none	can we use your car for the airport run?
none	I used to always take the bus, now I bike
none	the vet said we have to keep him off that leg for two weeks
none	I could never go skydiving, I'd pass out
none	what did you end up choosing for the costume?
none	they went with the cheaper quote for the roof
none	don't you think it's too early to book flights?
none	Mark says you should always tip 20% there
none	the landlord wants us to switch internet providers
none	we should do a picnic sometime
none	you don't have to bring anything, really
none	I keep telling myself I'll go to bed earlier
none	thinking about maybe learning guitar this winter
none	the kids never want to eat vegetables
none	had to cancel on Ana again, I feel awful
none	I wish I'd chosen a different major
none	your dog must miss you when you travel
none	do you prefer the beach or the mountains?
none	the doctor told me to avoid caffeine after noon
none	we were going to go to Italy but the flights were crazy
none	she always picks the worst movies lol
none	who decided brunch should be at 9am on a Sunday
none	the recipe says you have to let the dough rest overnight
none	I need to stop buying books I never read
none	you always know exactly what to say
none	the school requires uniforms starting next year
none	maybe we could use the spare room as an office?
none	my boss decided we're all going back to the office three days a week
none	if it rains we might move the barbecue indoors
none	did you end up going with the blue tiles?
none	can't decide between the two dresses, help
none	ugh I forgot to switch to the summer tires again
none	everyone says you must see the Alhambra at sunset
none	not sure we should bring the dog, the hotel might not allow it
none	that movie was so good, you have to watch it
none	my dad never lets anyone else drive his car
none	at their place it's a house rule that shoes come off at the door
none	we usually order pizza on Fridays
none	lol remember to breathe
none	the airline says checked bags must be under 23kg
none	I was this close to picking the red one
none	my cousin switched to a vegan diet and she looks great
none	the plumber says we need to replace the whole pipe
none	what if we just stayed home and ordered in?
none	you should've seen his face when the cake fell
none	my roommate always leaves the dishes until morning
none	I have to pick up the kids at 3, can we talk later?
none	Priya chose the hotel, I just paid for it
none	never had better tacos in my life
none	should we get her a gift card or something more personal?
none	the coach says the kids must wear shin guards at every practice
none	you don't need to apologize, seriously
none	if I get the bonus, maybe Japan in spring?
none	my brother decided to go back to school at 35, so proud of him
none	the gym switched to a new app and now nobody can book classes
none	which would you pick, Lisbon or Porto?
none	I was going to use the voucher but it expired
none	do I really need to bring a suit to the wedding?
none	my teacher always told us to avoid starting sentences with and
none	let's just say the date did not go well lol
none	grandpa never used a mobile phone in his life
none	the cat has decided the new couch is hers now
none	my daughter wants to switch to the French class, what do you think?
none	you must try the cheesecake there, trust me
none	we're thinking about getting a dog but the lease is strict
none	can you make sure Dad takes his pills tonight?
none	the pharmacist said to always take it with food
none	I always cry at weddings
none	no way, they picked Paris for the honeymoon again?
none	你一定要去尝尝那家烤鸭
none	我妈总是让我多穿点
none	周末要不要一起去爬山？
none	他说以后再也不喝酒了，我才不信
none	你决定了没，去不去上海？
none	别担心，面试肯定没问题的
none	我一直想学做饭，但总是没时间
none	医生说我必须少吃盐
none	要是我当初选了计算机专业就好了
none	小区规定晚上十点以后不能装修
none	他们最后选了那套靠地铁的房子
none	你是不是总是忘带钥匙
none	我在考虑要不要换工作
none	我朋友决定去日本读研了
none	你以后有空常来玩啊
none	别提了，今天倒霉透了
none	要是明天下雨是不是就不去了？
none	just landed, the airport is chaos
none	the soup was incredible
none	how was the concert?
none	my knee has been acting up since the run
none	lol that's so him
none	the kids are finally asleep
none	rent went up again by 8 percent
none	what time does the market open on Sundays?
none	Tom got the job!!
none	I'm at the vet with Luna, she ate a sock
none	the sunset from the balcony tonight was unreal
none	my flight got delayed by three hours
none	she's turning five next week
none	I finished the book last night and the ending wrecked me
none	how much did the tickets end up costing?
none	happy birthday!! have the best day
none	good luck tomorrow, you've got this
"""
