"""Fresh blind evaluation slice #3 for statement classification (rule / decision / none).

Written and labelled blind by a helper session: the author did not read the
extractor code, the other statement sets, the tests or the memory docs, and
did not run any extractor. Sentences are invented, in the voice of real people:
roughly 60% typed by a user to an AI coding agent in a terminal (terse,
lowercase, typos, code tokens, some Chinese and mixed Chinese-English) and
roughly 40% casual human-to-human chat (plans, feelings, hobbies, family).

Labels (by the speaker's intent, not by keywords):
- rule: a standing instruction the user wants followed from now on, an
  obligation or prohibition about the work (code, files, tools, commits, tests,
  style, process, communication with the agent); conditionals stating a
  standing instruction count. Advice about life ("use sunscreen") is not a rule.
- decision: the speaker (or their team) states a choice made or being made
  now, about work or life, corrections of an earlier choice included.
- none: everything else: questions (even with modal words), hypotheticals and
  musings, reported speech (including reported rules/decisions of others),
  habits and descriptions of people, chit-chat and encouragement, past events
  and regrets, one-off requests for the current task only, narration, facts
  about code, guesses.

Counts: 356 total; rule 88, decision 63, none 205
(of which 157 are hard negatives containing must/should/always/never/don't/
have to/need to/make sure/use/switch/decided/going with/必须/不要/总是/决定/改用 etc.).
"""

FRESH3 = """
rule	from now on, run `ruff check .` before every commit
rule	dont ever use `git push --force` on shared branches
rule	Please keep all new modules under `src/core/`, not at the repo root.
rule	tests must pass before you merge anything
rule	no print statements in library code, use the logger
rule	going forward, write commit messages in the imperative mood
rule	When you touch a SQL migration, add a matching down migration.
rule	always: format, lint, test, then commit. in that order
rule	以后所有的接口都要写类型注解。
rule	不要再往 `config.yaml` 里硬编码密码了，统一走环境变量。
rule	every PR needs at least one test that fails without the change
rule	if a function grows past 40 lines, split it
rule	Use pnpm, not npm, for anything in this repo.
rule	stop adding emojis to the log messages
rule	In future, ask me before deleting any file outside `build/`.
rule	make sure every public function has a docstring
rule	pin exact versions in requirements.txt, no `>=`
rule	keep line length at 100, black is already configured for it
rule	don't mock the database in integration tests, hit the real test db
rule	whenever you change the API schema, regenerate `openapi.json` too
rule	提交信息用英文写，别用中文。
rule	never commit `.env` files, not even ones with dummy keys
rule	all timestamps should be stored in UTC
rule	Please don't reformat files you aren't otherwise changing.
rule	From now on, explain your plan in two or three bullets before editing code.
rule	prefer composition over inheritance in the new service layer
rule	no new dependencies without asking me first
rule	each migration file gets a date prefix like `2024_05_01_`
rule	always run `npm test -- --coverage` and paste the summary
rule	use f-strings, not `.format()` or `%`
rule	when a test is flaky, mark it with `@pytest.mark.flaky` and open a ticket instead of deleting it
rule	keep your replies short, no long recap at the end of each change
rule	Don't touch anything under `vendor/`; it's generated.
rule	每次改完代码都要跑 `make check`。
rule	branch names should follow `feat/<ticket>-short-desc`
rule	never catch bare `Exception` without re-raising
rule	async handlers must not call blocking I/O
rule	Going forward, put new fixtures in `tests/fixtures/` not inline.
rule	constants go in UPPER_SNAKE_CASE at the top of the module
rule	if you're unsure about a requirement, ask instead of guessing
rule	do not use `any` in TypeScript files, ever
rule	log errors with the request id attached
rule	please always add a CHANGELOG entry for user-facing changes
rule	以后别用 `rm -rf`，改用 `trash` 命令。
rule	squash commits before merging into develop
rule	Secrets go through Vault only. No exceptions.
rule	every new endpoint needs rate limiting
rule	the frontend must never call the payments service directly
rule	In this repo we use tabs for Go and spaces everywhere else, stick to that.
rule	from here on, cite file paths with line numbers when you reference code
rule	all user-facing strings must go through `t()` for i18n
rule	don't run the full e2e suite locally, just `make e2e-smoke`
rule	When you add an env var, document it in `.env.example`.
rule	数据库查询一律用参数化，不许拼接字符串。
rule	Keep PRs under ~400 lines of diff; split bigger ones.
rule	never modify `package-lock.json` by hand
rule	use `pathlib` instead of `os.path` in new code
rule	tests go next to the code they test, `foo.py` -> `foo_test.py`
rule	Avoid abbreviations in variable names unless they're industry standard.
rule	Any change to auth code needs a second reviewer.
rule	dont leave TODOs without a ticket number
rule	no sleeping in tests. use the fake clock
rule	以后用中文回复我，代码注释还是写英文。
rule	before you run a migration against staging, dump the db first
rule	Breaking changes to the public API need a major version bump, don't sneak them into patch releases.
rule	all changes go through a PR, even one-line fixes
rule	wrap every third-party API call in a retry with exponential backoff
rule	Do not auto-commit. I'll review and commit myself.
rule	所有新写的组件都用函数式组件加 hooks，不要再写 class 组件。
rule	if the linter and the style guide disagree, follow the linter
rule	run `terraform plan` and show me the output before any `apply`
rule	Use `logging.getLogger(__name__)` in every module, no root logger.
rule	no hardcoded URLs, read them from settings
rule	Make sure the Docker images are always built with `--platform linux/amd64`.
rule	keep the README's setup section in sync whenever the install steps change
rule	When refactoring, don't change behavior and structure in the same commit.
rule	always use `rg` instead of `grep -r` when searching the repo
rule	Please stop creating new markdown files to summarize your work.
rule	写测试的时候不要依赖网络。
rule	feature flags must be removed within two sprints of full rollout
rule	You have to run the formatter on every file you create.
rule	for any CSS, use the design tokens; no raw hex colors
rule	Error messages shown to users must not include stack traces.
rule	team, going forward please tag me on any PR that touches billing
rule	hey all, from next sprint on, standup notes go in the #daily channel, not in DMs
rule	new API routes must be versioned under `/v2/`
rule	don't use `sudo` in any of the install scripts
rule	Every bug fix should come with a regression test.
decision	We're going with Postgres for the event store.
decision	ok let's use `httpx` instead of `requests` for the client
decision	actually, make that Redis, forget the in-memory cache
decision	no wait, put the helper in `utils/strings.py` instead
decision	决定了，前端用 Vue 3。
decision	I've decided to drop Python 3.8 support in the next release.
decision	we'll keep the monolith for now and revisit microservices next year
decision	going with option B, the one with the queue
decision	fine, let's name it `OrderService`
decision	scrap the GraphQL idea, we'll stick with REST
decision	The team agreed to move CI from Jenkins to GitHub Actions.
decision	我们改用 pnpm workspace 来管 monorepo 了。
decision	let's go with 30 seconds for the timeout
decision	I'm switching the project license to Apache-2.0.
decision	correction: the config file will be TOML, not YAML
decision	We picked Stripe over Adyen for payments.
decision	ok decision made: dark mode ships in v2, not v1
decision	i'll use sqlite for the prototype
decision	Let's host the docs on Read the Docs.
decision	we settled on semantic-release for versioning
decision	这个版本先不做国际化了。
decision	nah, keep the old endpoint alive, we're not deprecating it yet
decision	Change of plan: we're deploying to Fly.io, not Heroku.
decision	the new service will be written in Go, we agreed on that this morning
decision	Let's call the package `dshq`, final answer.
decision	I'm choosing the monorepo layout.
decision	we're dropping the mobile app for this quarter
decision	用 Celery 还是 RQ？算了，就用 RQ 吧。
decision	ok we'll go with the second approach you suggested
decision	we've decided not to support IE11 at all
decision	make that 5 retries, not 3
decision	scratch that, we'll store sessions in cookies not localStorage
decision	after yesterday's meeting, we're not migrating to Kubernetes this year
decision	I'll go with your first suggestion, the adapter pattern
decision	Let's stick with Python 3.11 for the base image.
decision	ok final call: the CLI is called `dsh`.
decision	I decided to take the job in Portland.
decision	We're finally adopting a dog, a rescue greyhound named Biscuit!
decision	I'm going to sign up for the half marathon in April.
decision	we booked Lisbon for the honeymoon, decided against Greece
decision	I've made up my mind, I'm quitting the band after the summer tour.
decision	I'm going back to school for my nursing degree.
decision	we're going with the blue tiles for the bathroom
decision	I decided to sell my car and just bike everywhere.
decision	My husband and I chose to homeschool the kids this year.
decision	I'm gonna start learning piano this fall, finally committed to it.
decision	We've settled on naming her Rosa after my grandmother.
decision	I'm moving in with my sister next month, decided last night.
decision	actually, scratch Friday, let's do the barbecue on Saturday
decision	I chose the pottery class over the painting one.
decision	we're skipping the wedding, too far and too expensive
decision	I'm going to take the night shift in June, more money and quieter.
decision	i'll go vegetarian for a month, starting tomorrow
decision	We decided to rent instead of buying for now.
decision	I'm keeping my hair long, not cutting it after all.
decision	我决定明年去日本读研了。
decision	Decided: no more social media on weekends for me.
decision	We've decided to move my dad into assisted living; it was a hard call.
decision	I'm taking a gap year before college, that's settled.
decision	ok I'm in, count me in for the book club
decision	I'm going to repaint the nursery yellow instead of green.
decision	We're hosting the party at our place this year.
decision	I picked the 2-bedroom downtown, signing the lease tomorrow.
none	Do we really need to sign every commit?
none	do we have to pin versions in requirements.txt or is that overkill?
none	my tech lead says we must never write raw SQL, is that reasonable?
none	if the canary looks bad we should probably pull the release, right?
none	We should have tested the migration on staging first.
none	use `count` instead of `cnt` in this one function, it reads better
none	can you switch this loop to a list comprehension?
none	the VPN must be acting up again, nothing resolves
none	you don't have to add tests for this spike, it gets thrown away Friday
none	never mind, I found the bug myself
none	Does the linter always complain about this, or just on CI?
none	I always forget to activate the venv before running tests, lol
none	he never writes tests, which is why this module is a mess
none	the docs say you must call `init()` before `connect()`
none	this function must return a list, otherwise the caller crashes
none	make sure the tests pass for this change and then we're done
none	you need to run `npm test` again, the last run got cut off
none	Should I use `pytest` or `unittest` here?
none	did we decide on a database yet?
none	what if we switched to Bun, would the tests still run?
none	we were going with Mongo last year but that didn't last
none	The old team decided on Angular back in 2017, that's why it's here.
none	In theory you should always close the file handle, but the context manager does that here.
none	Why does this test always fail on Mondays?
none	maybe we should use a queue here? not sure
none	don't worry about the deprecation warnings for now
none	you don't need to update the changelog for this commit
none	Use the staging credentials for this one test run.
none	The CI must have cached an old image.
none	It should work now, can you try it again?
none	ugh, I have to rewrite the whole parser now
none	Bob keeps saying we need to rewrite everything in Rust.
none	the style guide says never to use wildcard imports
none	are we supposed to always bump the version on every merge?
none	Never seen this error before, any idea?
none	I never liked tabs but whatever
none	We used to always deploy on Fridays, then we learned our lesson.
none	Did you make sure the migration ran?
none	the README says you need Node 18
none	You must be tired of my questions by now haha
none	switching to the other terminal, brb
none	If you ever need to regenerate the fixtures, the script is in `scripts/`.
none	should i always use `await` here or only sometimes?
none	Is it true that you must never mutate props in React?
none	git says I need to pull first, what happened?
none	honestly, we don't have to decide this today.
none	in an ideal world every function would have tests, but this is a hackathon
none	"always use the newest version" is how we broke prod last time
none	Can you make sure the output is sorted before printing it?
none	the function should return None when the key is missing, but it raises instead
none	Kevin decided to use Kafka for his side project, lol overkill
none	we must have hit the API rate limit
none	Apparently the old contractor always used `eval` for config parsing. yikes.
none	we should grab lunch after this deploy
none	这个测试为什么总是失败？
none	我们是不是必须升级到 Python 3.12？
none	你不要担心，这个 warning 可以忽略。
none	老板说以后不要用微服务了。
none	上次决定用 MongoDB 真是个错误。
none	如果明天还报错，我们可能得改用别的库。
none	这个函数必须返回字符串，不然下游会崩。
none	要不要总是先 rebase 再 merge？
none	你现在需要把 `npm install` 再跑一遍。
none	the spec says ids must be UUIDs, is that still true?
none	You never told me the tests were flaky!
none	I'm not saying we must use Rust, just that it's worth a look.
none	do you always add type hints by default?
none	The deploy script always runs migrations first.
none	this endpoint never returns 404, it returns 200 with an empty body
none	you should probably restart the dev server after that change
none	We need to talk about test coverage at some point.
none	I'd use a set there, but it's your call.
none	no need to rerun the tests, I just did
none	If we ever open-source this, we'd have to scrub the git history.
none	Did someone decide that the API returns XML??
none	our old CTO always insisted on 100% coverage
none	that PR must be the one that broke the build
none	You don't have to apologize, just fix it.
none	Are we going with the blue or the green theme?
none	i'm never sure whether to use `is` or `==` for None
none	always fun when CI goes red right before a demo /s
none	oh sure, "never push to main", says the guy who pushed to main yesterday
none	Make sure you're sitting down: the bill for the GPUs came in.
none	We should've pinned that dependency, now it's broken.
none	"use strict" is already at the top of every file
none	Which one should I use, `Optional[str]` or `str | None`?
none	Why did you decide to put this in a class?
none	you must have misread the stack trace
none	Honestly the code review process should be faster, but that's a battle for another day.
none	can we use the existing `retry` decorator here instead of writing a new one?
none	it's weird, the job always succeeds on retry
none	I'll have to ask Priya whether we're allowed to switch to the MIT license.
none	You should totally come watch the game with us Saturday!
none	Don't ever give up on that novel, it's really good!
none	I always burn the garlic when I try that recipe.
none	My mom says I must call her every Sunday, haha.
none	We should have left earlier, the traffic was insane.
none	You have to try the ramen place on 5th street!
none	Don't forget to bring a jacket tonight, it gets cold by the water.
none	Make sure you drink enough water during the hike!
none	my dentist says I need to floss twice a day, ugh
none	You never call me anymore!
none	He always wins at Monopoly, it's infuriating.
none	Did you decide on a name for the puppy yet?
none	Should I switch to a standing desk? My back is killing me.
none	I need to get more sleep, honestly.
none	We must go hiking again before winter!
none	You don't have to bring anything, just come.
none	If it rains, we should move the picnic indoors.
none	My sister decided to move to Berlin, can you believe it?
none	You should try rock climbing sometime, it's so fun.
none	The kids have to be at school by 7:45, so mornings are chaos.
none	I used to always run in the mornings before my knee injury.
none	Are you going with the red dress or the black one?
none	You must be so proud of your daughter!
none	I should really call my grandma more often.
none	My coach says we must stretch for 20 minutes before every practice.
none	Never have I ever been to Canada, believe it or not.
none	We were thinking of maybe switching gyms, but not sure yet.
none	Ugh, I have to work this weekend again.
none	You should have seen his face when he opened the present!
none	Make sure you send me pics from the trip!
none	My dad never lets anyone else drive his truck.
none	I'd love to learn Spanish, but I never have the time.
none	Do I have to dress up for the party or is it casual?
none	你一定要来我家尝尝我妈做的饺子！
none	我总是在周一早上最累。
none	我妈说我必须早点结婚，烦死了。
none	你不要太累了，注意身体。
none	我们当时应该早点订票的。
none	他决定辞职去旅行了，好羡慕。
none	We always go to the lake for the Fourth of July, it's tradition.
none	You need to watch that documentary, it changed how I see food.
none	Should we always split the bill, or take turns paying?
none	My therapist says I should set boundaries with my boss.
none	If I get the promotion, I might switch teams.
none	I'm thinking about going with a smaller wedding, but nothing's decided.
none	I must have left my phone at the restaurant.
none	Our neighbors decided to cut down the old oak, it's so sad.
none	We should totally do a road trip next summer.
none	Need to vent for a sec, my landlord is raising the rent again.
none	Nothing's been decided about the move yet, we're still talking it over.
none	Did you end up going with the new dentist?
none	You should really stop worrying so much about what people think.
none	I always cry at the end of that movie.
none	My boss insists we must answer emails within an hour, even at night.
none	Don't you think you should talk to him first?
none	If you ever need a place to stay in Chicago, just let me know.
none	The doctor said I need to cut back on salt.
none	Should I go with the Honda or the Toyota?
none	我们是不是应该换个地方住？
none	It's not like I have to go, but I kind of want to.
none	Mom's decided we're all doing Thanksgiving at her house again.
none	I wish I'd decided to study art instead of accounting.
none	Never buy a used mattress, trust me.
none	Use sunscreen, seriously, you'll thank me later.
none	My brother switched careers at 40 and he's way happier.
none	what does this regex do?
none	hmm, that didn't work. same error
none	`src/api.py` line 42 throws a KeyError when the header is missing
none	thanks!
none	show me the diff
none	can you explain what `__slots__` is for?
none	rename `tmp` to `buffer` in `parser.py`
none	ok the server's up now
none	run the tests
none	帮我看看这个报错是什么意思
none	这段代码是谁写的，太乱了
none	lol that's a lot of warnings
none	add a docstring to `load_config`
none	the build took 14 minutes today
none	where's the entrypoint for the CLI?
none	perfect, that fixed it
none	can you bump the version to 1.4.2
none	I'm back, where were we?
none	delete the commented-out block in `utils.js`
none	what's the difference between `git reset --soft` and `--mixed`?
none	这个 PR 合并了吗？
none	把 `main.go` 里的 debug 日志删掉
none	nice, coverage went up to 82%
none	why is `node_modules` 2GB
none	revert the last commit
none	How was your weekend?
none	I just got back from my cousin's wedding, it was beautiful.
none	The kids loved the aquarium!
none	Haha that's hilarious.
none	My cat knocked over my coffee this morning.
none	I finished reading that book you recommended.
none	We went camping near the river last weekend.
none	Work has been so stressful lately.
none	I'm so excited for the concert next week!
none	Congrats on the new job!!
none	My garden finally has tomatoes.
none	今天天气真好，适合出去走走。
none	周末我们去爬山了，累死了。
none	What are you cooking tonight?
none	I painted a sunset last night, first time using oils.
none	Grandpa turned 90 yesterday!
none	My son scored his first goal today!
none	I've been learning to bake sourdough during lockdown.
none	We adopted a kitten last year and she's a menace.
none	My wife and I celebrated our tenth anniversary in Paris.
none	Volunteering at the shelter has been so rewarding.
none	I ran my first 10k in under an hour!
none	我女儿今天第一次学会骑自行车了！
"""
