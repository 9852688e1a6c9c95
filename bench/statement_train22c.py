"""Training sentences TRAIN_C for statement classification (rule / decision / none).

Written blind by a single annotator from general knowledge of how people write: the author never
saw the classifier, its code, tests, or any other labelled set. About two thirds of the lines are
messages typed to an AI coding agent (many by non-native English writers with Indian, German,
Brazilian, Russian, Japanese and Chinese phrasing, terse devops/data/mobile/embedded/game-dev users,
agent-behaviour instructions, house-style preferences), about a third is human-to-human talk
(friends, family, neighbours, classmates), and roughly 16 percent is Chinese or mixed Chinese-English.
rule = a standing instruction the speaker wants followed from now on about the work or how the agent
behaves (imperatives, terse or verbless forms, conditionals, obligations on the code, shared-chore
rules); decision = a choice the speaker or their team makes or has made, about work or life,
including corrections; none = everything else (questions, musings, reported rules or choices of
others, habits, one-off requests for the current task, facts about how code or the world behaves,
guesses, plans, past regrets, chit-chat).
Counts: total 511, rule 128, decision 103, none 280 (of which 208 are hard negatives
containing rule- or decision-like wording).
"""

TRAIN_C = """
rule	from here on, every new endpoint gets an integration test before you touch the frontend
rule	no console.log left in committed code, use the logger
rule	tabs for indentation in the Makefile, spaces everywhere else
rule	please always use pathlib instead of os.path in this project
rule	kindly keep all config values in the .env file only, nothing hardcoded in the code going forward
rule	you must not push directly to main, open a PR every time
rule	ask me before you delete any file, even if it looks unused
rule	stop apologising in every reply, just fix the thing
rule	keep your answers short, three or four lines unless I ask for detail
rule	commit messages in imperative mood, max 72 chars in the subject line
rule	whenever you add a dependency, write in the PR description why we need it
rule	never run terraform apply yourself; plan only, I do the apply
rule	Please, all variable names should be in English, also when the comments are in German.
rule	every handler needs a context with a timeout, no naked calls to the db
rule	before you run any migration on staging, show me the SQL first
rule	we do squash merges here, keep the history linear
rule	snake_case on the python side, camelCase on the TS side
rule	f-strings over .format() please, everywhere in the codebase
rule	composition over inheritance in the entity code, no deep class trees
rule	no magic numbers in shaders, put them in uniforms or named constants
rule	explain your plan in a few bullets before you touch more than one file
rule	Always you should write the unit test first and then the implementation, this is how we are working here.
rule	i prefer early returns, so write functions that way going forward
rule	we like small PRs in this team, so split anything over 400 lines
rule	don't reformat files you aren't otherwise changing
rule	no emojis in commit messages or code comments
rule	pin every docker base image to a digest, not a tag
rule	When you write Kotlin, use coroutines and not RxJava for all new async code.
rule	in the firmware, no dynamic allocation after init, static buffers only
rule	ISR handlers stay tiny: set a flag and return, the real work happens in the main loop
rule	Please don't use the word simply in any docs we write, it annoys readers.
rule	after every change to the schema, regenerate the types and commit them together
rule	do not touch the vendor/ folder, ever
rule	pnpm only in this repo, not npm and not yarn
rule	dates in ISO 8601 and UTC in all logs and API responses
rule	If a test is flaky, mark it and open an issue instead of retrying it until it passes.
rule	Please from now onwards give me the complete file and not only the diff, my editor is not good with patches.
rule	Please no abbreviations in variable names, write them out complete, except i and j in loops.
rule	For the data pipeline, all timestamps must be stored as UTC epoch millis, never local time.
rule	Always put the translation keys in pt-BR and en together, never only one of them.
rule	No network calls in unit tests; mock them or the test belongs in the integration suite.
rule	type hints on every public function, no exceptions
rule	keep secrets out of the repo; if you need one, read it from vault
rule	no force push on shared branches
rule	use the existing http client wrapper instead of calling fetch directly
rule	when you're unsure what I mean, ask one question instead of guessing
rule	Please do not create new markdown files for notes or summaries unless I ask for one.
rule	reply in english even when I write to you in portuguese
rule	one component per file in the React code
rule	Lua scripts in the game must not allocate inside the update loop, preallocate the tables.
rule	all SQL goes through parameterized queries, no string concatenation
rule	whenever you bump a version, update the CHANGELOG in the same commit
rule	every Kafka consumer needs an idempotency check, we get duplicates
rule	Helm values per environment in separate files, never one giant values.yaml full of ifs
rule	Never commit notebook outputs, clear them before committing.
rule	avoid pandas apply with lambdas on big frames, vectorise instead
rule	Use Decimal for money; float is forbidden for amounts in this codebase.
rule	don't add new top-level folders without asking me
rule	no TODO comments without a ticket number
rule	tests live next to the code, foo.go and foo_test.go in the same package
rule	Kindly always run the linter before telling me a task is done.
rule	Stop ending every answer with a recap of what you changed, I can read the diff.
rule	when you open a PR, use the template and fill in every section
rule	I want the CLI error messages in plain language for users, not stack traces, for every command.
rule	Swift: no force unwraps outside of tests.
rule	the prod database is read-only for you, never write to it
rule	no any in TypeScript, use unknown and narrow it
rule	Please write docstrings in Google style for every new function.
rule	comments explain why, not what, in everything you write for this repo
rule	Each microservice owns its own tables, no cross-service joins from now.
rule	I would like that you always show me the command before you execute it.
rule	if a function grows beyond 50 lines, split it
rule	No new third-party libraries without my approval, standard library first.
rule	mobile: all strings go in the resources file, nothing hardcoded in layouts
rule	rebase, not merge, to update feature branches
rule	Library code never writes to stdout; return values or use the logger.
rule	Assets in the Unity project go under Assets/Game, never loose in the root Assets folder.
rule	keep the README in sync: any new env var gets a line there
rule	You must always check the return value of malloc, this is not optional in our code.
rule	Please use the polite form in all user-facing messages, not the casual one.
rule	Every time you finish a feature, please run the full test, don't only run one file.
rule	one logical change per commit
rule	Avoid global state in the Python modules; pass things in explicitly.
rule	CSS class names follow BEM, no utility classes mixed in
rule	dbt: staging models are views and marts are tables, keep it that way
rule	whenever you change the public API, bump the minor version
rule	Terse please, no preamble and no compliments on my questions, straight to the answer.
rule	branch names look like feat/short-desc or fix/short-desc
rule	don't catch bare Exception, catch the specific one
rule	Never put credentials in the Dockerfile, use build secrets.
rule	If CI is red, don't start new work until it's green again.
rule	all ansible tasks need a name, no anonymous tasks
rule	whoever cooks doesn't wash up, that's how we run this flat from now on
rule	when you edit the shared budget spreadsheet, put your initials next to the change
rule	receipts go in the club's shared folder within a week of paying, otherwise no reimbursement
rule	for the group project, everyone pushes to their own branch and nobody commits to main
rule	以后提交信息一律用英文写
rule	不要直接改生产环境的配置，先走PR
rule	所有接口都要加鉴权，不允许匿名访问
rule	注释用中文可以，但变量名必须是英文
rule	每次改完都跑一下单元测试再告诉我结果
rule	别再用 var 了，统一用 let 和 const
rule	回答尽量简短，不用每次都解释原理
rule	新加的依赖必须锁定版本号
rule	已经跑过的迁移脚本不许改，只能新建一个
rule	日志里不要打印用户手机号
rule	删除任何文件之前先问我一下
rule	前端组件统一用函数式写法，不要写 class 组件
rule	以后 PR 描述里都附上截图
rule	时间字段一律存 UTC
rule	错误码统一用我们定义的那套 enum，不要自己发明新的
rule	logging 用 structlog，别用 print
rule	no sleeps in tests, wait on a condition instead
rule	PR titles follow the conventional commits format
rule	Never delete a migration that has already run anywhere.
rule	if you touch the billing code, tag me as a reviewer
rule	In the embedded code use the fixed-width types like uint8_t, never plain int for register values.
rule	game save files must stay backwards compatible; add fields, never rename them
rule	Every shell script starts with set -euo pipefail.
rule	Please answer me in simple English with short sentences, I am not a native speaker.
rule	When something fails, paste me the full error output, don't paraphrase it.
rule	feature flags belong in the flags service, not in env vars
rule	Don't use git add -A; stage files explicitly.
rule	no new cron jobs on the box, anything scheduled goes through Airflow
rule	Kotlin over Java for any new Android module.
rule	plan first, code second: for anything bigger than a bugfix, give me the plan and wait for my ok
rule	put the Jira key in every branch name
rule	the frontend never talks to the database directly, only through the API
decision	ok we're going with Postgres for the event store, drop the Mongo prototype
decision	let's do option B, the queue-based one
decision	scrap that, put Redis behind the rate limiter instead of the in-memory map
decision	I've decided to keep the monolith for now and not split out the auth service
decision	we'll ship the Android version first and the iOS one after
decision	fine, SQLite it is for the desktop app
decision	Actually let's call the package dshcore, not core-utils.
decision	I'm going with FastAPI over Flask for this service.
decision	We are moving CI from Jenkins to GitHub Actions this sprint, that is decided.
decision	I pick the second layout, the one with the sidebar.
decision	ok, no to GraphQL, we stay with REST
decision	Let's drop Python 3.8 support in the next release.
decision	We agreed in the standup that the release goes out on Tuesday, not Monday.
decision	I'll take your suggestion and go with the worker pool version.
decision	Going with Godot for the prototype rather than Unity.
decision	we keep the old API alive until March and then remove it
decision	Finally I have decided to rewrite the parser by hand, no more regex.
decision	I'll go with the simplest approach, we can optimise later.
decision	OK, Parquet for the raw layer, CSV is out.
decision	Change of plan: we deploy to eu-west-1 only and skip us-east for now.
decision	I'm naming the branch feature/offline-sync.
decision	We will use the STM32F4 for the next board revision, the ESP32 is out.
decision	let's keep the retries at 3, leave it like that
decision	yes, do it that way, with the cache in front
decision	We chose Terraform over Pulumi for the new infra, final answer.
decision	I accept the second solution, the first one is too complex.
decision	So, we go with Kotlin Multiplatform for the shared logic.
decision	OK then, we stay with the current design, no redesign this quarter.
decision	I'm reverting to the old tokenizer, the new one is too slow.
decision	We're postponing the migration to next week, this week is bug fixes only.
decision	I'm accepting the tradeoff, we merge it with the known memory overhead.
decision	we're dropping the mobile web version entirely
decision	I went with the cheaper Hetzner box for staging.
decision	Chosen: the event-sourcing approach, we start implementing tomorrow.
decision	I'll keep the current folder structure, no reorg.
decision	Let's go with a 16kHz sample rate for the audio pipeline.
decision	We're not upgrading to React 19 yet; staying on 18 until the libraries catch up.
decision	Decision made: the game will be single-player only at launch.
decision	ok, the feature-branch approach it is
decision	I'm moving the team to trunk-based development starting next sprint.
decision	Let's rename the column to created_at and be done with it.
decision	after thinking more, I like your first proposal better, let's implement that one
decision	we're buying the Datadog license, the trial convinced us
decision	Rust for the new CLI, Go is off the table.
decision	i will host the docs on Read the Docs, not GitHub Pages
decision	We're cutting the 2.0 release from this commit.
decision	okay then, JWT with short expiry plus refresh tokens, that's what we'll build
decision	Hmm fine, lodash stays in, we won't remove it.
decision	I'm choosing the MIT license for the repo.
decision	Decided against an ORM for this service, we will use raw SQL with sqlc.
decision	We'll run the release builds on the Windows runner and everything else on Linux.
decision	Keep the function as it is, I've changed my mind about the refactor.
decision	we go with Mapbox, the Google Maps pricing is too much for us
decision	We'll do the data migration in one big batch over the weekend.
decision	Alright, I'm adopting your naming scheme for the endpoints.
decision	i went for the 8GB instance in the end
decision	我们定了，数据库用 PostgreSQL
decision	就它了，用第二个方案
decision	决定了，这个版本先不做国际化
decision	打包改用 Vite，webpack 那套不要了
decision	我们下周一上线，不等测试报告了
decision	最终还是选了 Flutter，React Native 不考虑了
decision	这个需求砍掉，这期不做了
decision	就用 Redis 吧，不折腾了
decision	行，按你说的第一种方式来
decision	我决定接上海那个 offer 了
decision	我们这周末去杭州，酒店已经订好了
decision	我把健身房的卡退了，以后改去游泳
decision	那就周四吧，我们周四晚上一起吃饭
decision	报名了周末的篮球赛，已经交了钱
decision	I took the apartment on Elm Street, signing the lease on Friday
decision	we booked the cabin for the last week of July
decision	I'm quitting the choir after this season
decision	Signed up for the half marathon in October, no backing out now
decision	We're going with the grey sofa, the green one was too much.
decision	I'm keeping the old car for another year
decision	ok, Thursday dinner at Marco's it is
decision	actually let's make it 7 instead of 6, I get off work late
decision	I said no to the promotion, I don't want to manage people
decision	we decided to send Lily to the public school after all
decision	I bought the Pixel in the end and returned the iPhone
decision	I'm going vegetarian for January
decision	we're moving to Porto in the spring
decision	We picked Noah as the baby's name.
decision	I'm not going to the reunion, made up my mind last night.
decision	I enrolled in the evening Japanese course, it starts in September.
decision	we're getting the puppy, the beagle one
decision	I turned down the offer from Berlin
decision	ok I'm in, count me in for the ski trip
decision	we're skipping the gift registry and just asking for cash
decision	The kitchen will be white, we settled it yesterday.
decision	I'm switching to the night shift starting next month
decision	let's split tonight's bill by what each person ordered
decision	I'm cancelling Netflix and keeping only Spotify
decision	My wife and I decided to sell the car, we'll bike and rent one when needed.
decision	I renewed my lease for another two years.
decision	we'll celebrate mom's birthday at home this year, no restaurant
decision	i'm taking the train to Munich, not flying
decision	Going with the blue tiles for the bathroom.
decision	I chose chemistry as my major in the end.
decision	fine, we'll wear the red jerseys for the away games
decision	I'm selling my bike, already listed it online
decision	We're having the party at our place on Saturday.
none	should I always pin the versions in requirements.txt or only in the lock file?
none	do we have to run the migrations before the tests or does the fixture handle it?
none	Must every handler return a Response object, or can it return a plain dict?
none	why does the linter say I must not use default exports?
none	can you remind me what we said about the commit message length?
none	what's the real difference between going with Kafka and going with RabbitMQ at our volume?
none	Would you prefer composition here, or is inheritance fine for such a small thing?
none	Should we switch to pnpm, what do you think?
none	Is it ok if we never delete the old logs, or will the disk fill up?
none	Do I need to make sure the cache is warm before running the benchmark?
none	I might move to neovim at some point, the config just scares me
none	torn between Svelte and Vue for my side project
none	maybe we use Postgres, maybe not, I honestly don't know yet
none	If we ever went multi-region, the session store would be the first problem.
none	thinking about whether to move the builds to ARM runners
none	I'm considering Rust for the parser but nobody on the team knows it
none	not sure yet if we'll go with Stripe or Adyen
none	I was going to say we should always use UUIDs, but now I'm worried about the index size.
none	the tech lead insists every PR gets two approvals, which slows us down a lot
none	The client decided on the blue theme, so now I have to redo the palette.
none	Our CTO picked AWS years ago and nobody has questioned it since.
none	The style guide says never to abbreviate names, but half the codebase ignores it.
none	In the README they say you should always run make setup first, is that still true?
none	Apparently the ops team switched to Grafana Cloud last month.
none	The docs say do not call this function from an interrupt context.
none	The senior dev told me to use async everywhere but I don't understand why.
none	I always run the full test suite before lunch, it gives me something to do while it runs.
none	I never use the debugger, I'm a print statement person.
none	usually I prefer vim for quick edits and the IDE for big refactors
none	We always end up rewriting the deployment scripts every year.
none	I tend to avoid ORMs but I'm not religious about it.
none	for this one test run, point it at the sandbox API and not the real one
none	make sure this particular test passes before you move on to the next file
none	please use a smaller batch size for this experiment, the GPU is busy with something else
none	don't push yet, I want to look at the diff first
none	remember to remove the debug print you added at line 40
none	switch to the other branch and show me the log
none	just this once skip the e2e tests, I need the build in five minutes
none	avoid touching main.py in this change, someone else is editing it today
none	Please do the needful and rename this variable to userCount.
none	let's see what the error actually says first
none	you have to restart the dev server now, the port changed
none	Make sure the output of this command goes to a file, it's huge.
none	use the 2023 data for this chart, not the full range
none	the callback has to be registered before init() or the events get silently dropped
none	The token must be refreshed every hour, otherwise the API returns 401.
none	That field should never be null in practice, but the schema allows it.
none	The ESP32 needs a reset after flashing, it doesn't do it by itself.
none	the parser always chokes on trailing commas
none	the mutex must be unlocked on the same thread that locked it, that's why it deadlocks
none	Unity always reimports everything when you change the build platform.
none	Go doesn't allow unused imports, so the build fails on that line.
none	iOS requires the camera permission in Info.plist or the app crashes on launch.
none	The old code never closed the file handles, that was the leak.
none	we went with MongoDB in 2019 and have regretted it ever since
none	I should have used a transaction there, my bad
none	Last year we decided to build our own auth, and it was a mistake.
none	I chose the wrong instance type for the load test yesterday.
none	I used to always write the docs first, now I barely have time.
none	I bet the build fails because someone must have changed the lockfile
none	it should work now, I think
none	The bug must be in the serializer, nothing else changed.
none	tomorrow I need to look into the memory leak, it's getting worse
none	why did you decide to use a global variable here?
none	you chose a weird name for that helper, but it's fine, leave it
none	Is it a good idea to always squash, or do we lose useful history that way?
none	What would you use for a job queue in Go, if you had to pick today?
none	My manager wants us to switch to Jira from Trello, I hate it.
none	The compiler should inline this, but I'm not sure it actually does.
none	Kubernetes will always restart the pod if the liveness probe fails.
none	You don't have to explain the regex, I figured it out.
none	hmm, should the retry logic live in the client or in the service?
none	Never seen this error before, any idea what it means?
none	Do you always use black, or is ruff format good enough now?
none	The previous contractor decided to store everything as JSON blobs.
none	The rule in the old team was no deploys on Friday, I kind of miss that.
none	we need to talk about the caching strategy at some point
none	I have to admit the new API is cleaner than I expected.
none	In theory you must call free for every malloc, but on this MCU we never free anything anyway.
none	The Android docs recommend WorkManager for this, right?
none	Does this mean we must bump the major version, or is a minor enough?
none	The shader should be faster with half precision, let me measure it.
none	the API gateway always adds 20ms, nothing we can do about it
none	He picked Flutter for the app before I joined, so I inherited it.
none	Let me think about whether we really need Redis here.
none	The test must have been flaky, it passed on the second run.
none	To be honest I don't know if we should use tabs or spaces in this repo, it's mixed.
none	Could you check if we're supposed to use the v2 endpoint now?
none	The team in Pune always uses Maven, but we are on Gradle.
none	Sometimes I prefer writing SQL by hand, sometimes the ORM is just faster.
none	You should be able to see the logs in Kibana now.
none	Please use the attached CSV for this analysis only, it is a sample.
none	Don't forget, the demo is at three today.
none	remember that we talked about the cache invalidation bug yesterday?
none	I have to go, let's continue tomorrow.
none	We never got around to adding the integration tests, sadly.
none	Why must the constructor be private here?
none	Is there a reason you switched to threads instead of asyncio in that file?
none	The spec says the header must be exactly 16 bytes, and ours is 18.
none	I wonder if we should avoid Lambda for this, the cold starts are bad.
none	our security team decided that VPN is mandatory, so I can't test from home today
none	Firebase always sends the notification twice on Android 14, it's a known bug.
none	The linter config from the old repo says never use var, but that repo is dead.
none	I think the old team chose Cassandra because of the write load.
none	If you were me, would you go with Next.js or plain React?
none	我们要不要改用 Go 重写这个服务？
none	这个字段必须是非空的吗？
none	以后是不是都得用 TypeScript 写？
none	我在想要不要换成 Vite
none	还没决定用哪个数据库，再看看
none	老板说以后所有需求都要写设计文档，我觉得有点多
none	他们组决定改用 Kotlin 了
none	我一般都先写测试再写实现
none	我总是忘记关掉测试环境的服务器
none	先别合并，我再看一下
none	这次就用测试账号登录吧
none	这个接口必须带 token 才能调用，不然会返回 403
none	去年我们改用微服务，结果运维成本翻倍了
none	应该是缓存的问题，我猜的
none	这个 bug 一定是上周那次改动引起的
none	你觉得我们应该用 MySQL 还是 PostgreSQL？
none	文档上说这个函数不要在主线程调用
none	为什么这里一定要加锁？
none	把 README 里的链接改一下，就这一次
none	这个脚本总是在凌晨两点挂掉
none	thanks, that fixed it
none	interesting, I didn't know you could use the walrus operator in comprehensions
none	the build is green again
none	here is the stack trace from the staging pod
none	ok that makes sense now
none	can you explain what this decorator does?
none	the customer reported the bug on Tuesday and we still can't reproduce it
none	this query takes 4 seconds on the big table
none	I pasted the wrong file, sorry, here is the right one
none	what does the -j flag do in make?
none	add a docstring to the parse_header function
none	the sprite sheet is 2048 by 2048 and it loads slowly on older phones
none	how many rows does the events table have right now?
none	rename the test file to test_parser.py
none	lol the tests passed on the first try
none	my laptop is dying, I'll be back in ten minutes
none	we have about 3 million users, mostly in Brazil and Mexico
none	the Raspberry Pi gets really hot when the camera is on
none	That is a very good point, I did not think about the race condition.
none	这个报错是什么意思？
none	帮我看一下这段 SQL 为什么这么慢
none	谢谢，问题解决了
none	测试服务器又挂了
none	上线之后用户反馈还不错
none	My sister chose the red dress for the wedding, it looks great on her.
none	My dad always says never buy a car in the first year of a new model.
none	The landlord said we have to keep the bins inside until Tuesday.
none	Priya said she's going with the Toronto offer.
none	On weekends I always make pancakes for the kids.
none	I never remember to water the plants when she's away.
none	I should never have agreed to host Christmas this year.
none	we picked the wrong weekend for camping, it rained the whole time
none	you should totally try that ramen place near the station
none	you must be exhausted after that flight
none	don't worry, the interview will go fine
none	Never thought I'd say this, but I miss the office.
none	You have to see this video of the cat, I'm crying
none	make sure you drink lots of water tomorrow, it's going to be hot on the trail
none	you need to stop working so late, seriously
none	they'll probably go with the cheaper contractor, as always
none	I need to finish the tax forms before Friday.
none	I have to pick up the kids at 4 today
none	we need to renew our passports before the summer
none	I'll have to call the insurance about the windshield.
none	should I go with the blue one or the black one, what do you think?
none	are we supposed to bring our own plates to the picnic?
none	I might sign up for the pottery class, still thinking about it
none	I'm torn between staying here and moving closer to my parents.
none	We could take the early ferry if nobody minds getting up at five.
none	If I took the job in Dublin, would you visit me?
none	Part of me wants to quit and go back to school, part of me thinks I'm crazy.
none	My neighbour decided to cut down the big oak, I'm so sad about it.
none	Mum switched to oat milk and now she won't stop talking about it.
none	Tom said we must book the restaurant at least a week ahead.
none	The coach told us we have to be at the field by eight on Saturday.
none	Apparently you should always soak the beans overnight, I never do.
none	My grandmother always says never go to bed angry.
none	I always burn the first pancake, it's tradition at this point.
none	I never know what to get my brother for his birthday.
none	we always fight about the thermostat in winter
none	I used to run every morning before the kids were born.
none	I should have taken the job in Amsterdam when I had the chance.
none	We went with the cheaper movers last time and they broke the mirror.
none	I regret picking the window seat, I had to climb over two people every hour.
none	don't forget your umbrella, it's supposed to pour later
none	remember to text me when you land
none	Let's hope the weather holds for the barbecue.
none	You must have been so proud of her at the graduation.
none	you don't have to bring anything, really, just come
none	Never mind, I found my keys, they were in the fridge.
none	The recipe says you must let the dough rest for an hour.
none	The new law says you have to register your bike now, is that true?
none	I bet they'll choose the beach house again this year.
none	She's probably going to pick the cheaper flight, she always does.
none	I'm thinking of switching to a standing desk, has anyone tried one?
none	Would it be crazy to move to Lisbon without a job lined up?
none	Do we really have to invite his cousins?
none	I need to make sure I have my passport before I leave the house, I always forget.
none	honestly I'd prefer the mountains, but it's your birthday so you decide
none	Should I always use the same gym bag for wet stuff or is that gross?
none	My boss decided we're all going back to the office three days a week.
none	The school decided to switch to a four-day week, parents are furious.
none	The doctor told me I should avoid coffee after noon.
none	Everyone says you must visit the night market when you're in Taipei.
none	I wanted to choose the chocolate cake but they were out.
none	You should have seen his face when he opened the present!
none	They decided not to renew our lease, so we have to find a new place.
none	We can't decide between Greece and Croatia for August.
none	Maybe we should get a dog, maybe a cat, I can't make up my mind.
none	What if we just switch to cooking at home on weekdays, would that save much?
none	My brother picked up golf during lockdown and now he never stops.
none	The plumber said we need to replace the whole pipe, not just the joint.
none	I always say I'll go to bed early and then I never do.
none	别担心，你肯定能过
none	我明天得去趟银行办点事
none	我妈总说出门一定要带伞
none	他决定辞职去读研了，我挺佩服的
none	你一定要去尝尝那家火锅
none	要不要改成下周聚？你们看呢
none	我还没决定要不要换工作
none	老师说我们必须周五前交作业
none	我总是睡前刷手机，改不掉
none	早知道就不选那个专业了
none	别忘了明天带身份证
none	听说那边以后要收停车费了
none	周末去爬山还是去看电影？
none	我可能会换个手机，还在纠结
none	how was the trip to Kyoto?
none	the kids finally slept through the night
none	happy birthday, hope you have a great one!
none	the traffic on the ring road was insane this morning
none	I just finished the second season, no spoilers please
none	did you see the match last night?
none	we lost 3-1 but the second half was actually good
none	the bakery on the corner closed down, so sad
none	my flight got delayed by three hours
none	that's hilarious, send me the photo
none	congrats on the new job!!
none	the apartment is nice but the kitchen is tiny
none	we got back from Lisbon yesterday, totally exhausted
none	my knee still hurts from the run on Sunday
none	she passed her driving test on the first try
none	anyone know a good dentist near downtown?
none	the cake turned out a bit dry but everyone ate it anyway
none	what time does the game start on Saturday?
none	it's been raining for five days straight here
none	the new neighbours seem nice, they brought cookies
none	I'm so tired of house hunting
none	can you send me the recipe for that soup?
none	he got into the university he wanted!
none	the car is making a weird noise again
none	we watched the sunset from the pier, it was beautiful
none	how much did you pay for the bike in the end?
none	my mom is visiting next week
none	the concert was amazing, the drummer was unreal
none	thanks for helping with the move, we owe you pizza
none	prices at the supermarket are crazy lately
none	I got a parking ticket outside the library, ugh
none	the wifi at my parents' place is so slow
none	is the pool open on Sundays?
none	I finally finished that puzzle, 2000 pieces
none	our team made it to the semifinals
none	I can't believe it's already December
none	the garden is full of tomatoes this year
none	the landlord finally fixed the heating
none	今天好冷啊
none	你们到家了吗？
none	周末的电影好看吗
none	我刚下班，累死了
none	恭喜恭喜，太厉害了
none	那家店排了一个小时的队
none	孩子今天第一次自己骑车
none	你什么时候回来？
none	楼下新开了一家咖啡店
none	昨天的比赛太精彩了
"""
