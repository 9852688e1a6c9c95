"""Training sentences TRAIN_B for statement classification (rule / decision / none).

Written blind by a helper session from its own knowledge of how people talk; the author never saw the
classifier, its code, its tests or any other labelled set. About 233 lines (45%) are typed by a user
to an AI coding agent in a terminal (terse, lowercase, typos, backticked code, paths, CLI tools from many
ecosystems, some very polite or non-native phrasing); the other 280 are human-to-human talk: friends and
family chatting about plans, food, travel, money, health, pets, moving and relationships, and colleagues in a
team chat or meeting. 134 lines (26%) are Chinese or mixed Chinese-English. Labels follow the
speaker's intent, not keywords: rule = a standing instruction about the work that should hold from now on
(imperatives, "X only", "no X", "X over Y", conditionals, obligations on the code, agent-behaviour instructions,
team process rules); decision = a choice the speaker or their team makes or has made, about work or life,
including corrections; none = everything else (questions, musings, hypotheticals, habits, reported rules and
choices of other people, one-off requests for the current task, facts about how code or the world behaves,
advice to friends, regrets, chit-chat). Counts: total 513, rule 127, decision 100, none 286, of which
221 are hard negatives (none lines that contain rule- or decision-looking words such as must, should, always,
never, don't, need to, make sure, use, switch to, prefer, decided, going with, picked, let's, 必须, 不要, 别,
总是, 一定要, 决定, 改用, 以后).
"""

TRAIN_B = """
rule	always run `cargo fmt` before you show me a diff
rule	never commit directly to main, open a branch
rule	from now on use pnpm, not npm, in this repo
rule	no print statements in library code, use the logger
rule	Go files use tabs, yaml uses 2 spaces, keep it that way
rule	type hints on every public function please
rule	if a test is flaky, mark it with `@pytest.mark.flaky` instead of deleting it
rule	ask first before running anything that costs money, like cloud deploys
rule	quit recapping everything you did at the end of each answer, I can read the diff
rule	dont touch anything under `vendor/`
rule	every background job needs a max runtime, no exceptions
rule	commit messages in imperative mood, max 72 chars on the first line
rule	whenever you pull in a new crate, add a one-line reason for it in DEPS.md
rule	keep functions under 50 lines where you can
rule	Kindly refrain from using emojis in code comments going forward, thank you.
rule	snake_case for python, camelCase for ts, don't mix them
rule	prefer `pathlib` over `os.path` in new code
rule	for bug fixes, always write the failing test first, then the fix
rule	use `rg` instead of `grep -r` when you search the repo
rule	no force pushes, ever
rule	before you delete a file, tell me which one and why
rule	after each change run `make lint` and only then move on
rule	one component per file in `src/components`
rule	english comments only, even if I write to you in german
rule	don't reformat lines you didn't change, it ruins the diff
rule	errors get wrapped with `%w`, never swallowed
rule	all SQL goes through the query builder, no raw strings concatenated
rule	use UTC everywhere and store timestamps as ISO 8601
rule	answer in short bullet points unless I ask for detail
rule	when you're unsure about an API, say so instead of guessing
rule	always format dates in the UI as DD/MM/YYYY
rule	secrets stay in `.env`, never hardcode a key in source
rule	make sure every new endpoint has an openapi entry
rule	don't run `npm audit fix --force` in this project, ever
rule	PR titles need the ticket id at the start from here on
rule	max line length 100 for this project
rule	async all the way down, no blocking calls inside the event loop
rule	docker images pinned by digest, not by `latest`
rule	always show me the command before you run anything with sudo
rule	send logs to stderr and keep stdout for data only
rule	frozen dataclasses for config objects
rule	prettier defaults, don't add a custom config
rule	if you touch the public API, update CHANGELOG.md in the same commit
rule	don't use `any` in typescript, use `unknown` and narrow it
rule	plz stop apologizing in every msg, just fix stuff
rule	Going forward, please keep each commit to a single logical change.
rule	never mock the database in integration tests
rule	write docstrings in google style
rule	use `httpx` for http calls, not `requests`
rule	no new global state
rule	whenever a function can fail, return a Result, dont panic
rule	keep the README in sync whenever you change a CLI flag
rule	i18n: every user facing string goes through `t()`
rule	put tests next to the code as `*_test.go`, not in a separate folder
rule	don't push, I push myself
rule	lowercase branch names with dashes, like `fix-login-timeout`
rule	From now on, reply in Chinese but keep code identifiers in English.
rule	every cron job must be idempotent, assume it can run twice
rule	cap all retries at 3 with exponential backoff
rule	no ORMs in the hot path, hand written queries there
rule	put new env vars in `.env.example` too, with a dummy value
rule	use british spelling in the docs: colour, behaviour, organise
rule	when a PR changes the schema, bump the schema version
rule	don't add comments that just restate the code
rule	check with me before adding any new npm package
rule	keep `main.rs` thin, logic goes into the lib crate
rule	tests must not hit the network, stub it out
rule	Hi, I would be very grateful if, from this point on, you could always explain your reasoning briefly before you change any file.
rule	functional components only, no class components in the react code
rule	以后所有接口都要加鉴权
rule	提交信息一律用英文写
rule	不要再用 `var` 了，统一 `const`/`let`
rule	每次改完都先跑一遍 `pytest -q` 再告诉我结果
rule	变量命名用驼峰，别用拼音
rule	改数据库表结构之前必须先跟我确认
rule	日志里不许打印用户手机号
rule	新代码一律用 TypeScript
rule	以后回答简短点，别每次都长篇大论
rule	遇到不确定的 API 就直接说不知道，别瞎编
rule	配置文件统一放在 `config/` 目录下
rule	前端请求都走 `api/client.ts`，不要直接用 fetch
rule	注释用中文写就行，代码标识符保持英文
rule	别动 `legacy/` 下面的任何文件
rule	每个 PR 只改一件事
rule	commit message 写中文也行，但是 prefix 必须用 `feat:` `fix:` 这种
rule	用 `uv` 管理依赖，不要再用 pip install 了
rule	以后别在 main 上直接改，都开分支
rule	API 返回统一用 `{code, data, msg}` 这个格式
rule	不要自动帮我 git push
rule	以后每个新表都要有 created_at 和 updated_at
rule	Team, starting Monday every PR needs two approvals before it goes in.
rule	Please nobody deploy on Fridays anymore.
rule	Going forward, all design docs go in the shared Notion space, not in Google Docs.
rule	Heads up all: tag the on-call person on any incident ticket from now on.
rule	From today, any new service has to ship with a runbook before it's allowed in prod.
rule	No meetings before 10 on Wednesdays, please, from this week on.
rule	When you pick up a ticket, move it to In Progress so nobody doubles up.
rule	Screenshots of customer data never go in Slack, use the secure share.
rule	Everyone please write release notes in plain language, no internal jargon.
rule	Feature flags get removed within two sprints of full rollout, no exceptions.
rule	Keep standup updates to three lines max.
rule	Before you merge a migration, post in #db so someone can double check.
rule	Don't approve your own PRs, even the tiny ones.
rule	All customer emails go out from the shared inbox, never from personal accounts.
rule	Estimate in story points, not hours.
rule	If a build breaks main, whoever broke it drops everything and fixes it.
rule	New hires pair with someone for their first three tickets.
rule	please, everyone, put the ticket number in the branch name
rule	From now on, expenses over 500 need a manager sign-off before purchase.
rule	Log every customer call in the CRM the same day, please.
rule	Use the team calendar for PTO, not just a Slack message.
rule	Nobody touches the prod database by hand anymore, scripts only.
rule	Invoices in EUR only for EU clients from this quarter onward.
rule	Comment on the design doc instead of DMing me feedback.
rule	Everyone: update the on-call handover doc before you hand off, every time.
rule	Mark anything customer-facing with the `ux` label so design sees it.
rule	大家以后周报统一周五下午五点前发
rule	从下周开始，上线前必须在群里报备
rule	以后代码合并前至少要一个人 review
rule	以后客户的需求都先记到 Jira 里，别口头答应
rule	测试环境的账号不要随便给外部的人
rule	以后开会都要有人记纪要，会后发到群里
rule	所有对外的文档发出去之前先给法务看一眼
rule	请大家以后报销都走新系统，纸质单不收了
rule	设计稿统一放 Figma，别再发压缩包了
rule	大家提交代码的时候 commit 里带上需求编号
rule	前端改动提 PR 的时候都要贴截图
decision	ok let's go with the streaming parser then
decision	scrap the redis idea, we'll just cache in memory for now
decision	I'm going with sqlite for the prototype
decision	actually keep the old function name, renaming isn't worth it
decision	fine, we drop python 3.8 support
decision	decided: the cli will be called `lumen`, not `lumenctl`
decision	let's use zod for validation
decision	I'll keep the monorepo, no splitting for now
decision	nah, revert that, we're sticking with the current layout
decision	going with MIT license for this one
decision	ok we're moving the docs site to mkdocs
decision	let's do the migration in two steps then
decision	option B it is
decision	we'll ship without the dark mode toggle in v1
decision	im switching this project over to ruff, black is out
decision	I've picked tailwind for styling
decision	lets not support windows at all, linux and mac only
decision	ok I'll stick with the current schema, no new column
decision	we're keeping the old API alive for another release
decision	就用 FastAPI 吧，Flask 不考虑了
decision	我决定先不做缓存，等有性能问题再说
decision	那就方案二，按月分表
decision	数据库还是用 Postgres，不换了
decision	算了，不拆微服务了，先单体跑着
decision	项目名就定 lumen 了
decision	改用 gRPC，REST 那套先放弃
decision	好，部署就放在 fly.io 上
decision	I'm taking the job at the hospital, told them yes this morning.
decision	We booked the cabin for the second weekend of June.
decision	Actually let's do dinner at 8 instead of 7.
decision	I signed up for the half marathon in October.
decision	We're naming the puppy Biscuit.
decision	I'm keeping the old car another year.
decision	I said no to the promotion, I don't want to manage people.
decision	We're moving to Porto in the spring.
decision	Tacos tonight, I've decided, no more debate.
decision	I cancelled the gym membership today.
decision	Okay, the blue sofa it is.
decision	I've quit coffee after noon, starting today.
decision	We've chosen the school closer to home for Mia.
decision	I'm not going to the reunion, I already told Sarah.
decision	We're splitting rent 60/40 since my room is bigger.
decision	I bought the train tickets to Kyoto, we leave on the 14th.
decision	Let's meet at the north entrance, not the main gate.
decision	I'm applying to the master's program in Utrecht, decided last night.
decision	We're getting the bigger fridge after all.
decision	I've settled on the green tiles for the bathroom.
decision	I'm doing vegetarian for Lent this year.
decision	Changed my mind, I'll come to the wedding alone.
decision	We're skipping Christmas at my parents' this year and staying home.
decision	Screw it, I'm dyeing my hair pink.
decision	I'm selling the bike and walking to work from now on.
decision	We'll adopt the older cat, not the kitten.
decision	I'm putting the bonus into the emergency fund.
decision	Saturday brunch is at mine then, 11 sharp.
decision	I've enrolled Leo in swimming on Tuesdays.
decision	We're going with the cheaper flight even though it has a layover.
decision	I turned down the Berlin offer.
decision	ok final answer, I'm getting the grey one
decision	I'm switching banks, the fees are ridiculous.
decision	We decided to have the wedding in the garden.
decision	I'm starting physio next week, booked six sessions.
decision	Booked the dentist for Thursday at 9.
decision	I'm renewing the lease for one more year, signed it this morning.
decision	I'm giving the spare room to my sister while she looks for a place.
decision	我决定辞职了，下个月底走
decision	我们定了，五一去云南
decision	就它了，这件外套我买了
decision	房子我们租了，下周搬
decision	我报了周末的日语班
decision	晚饭改成火锅吧，不吃烧烤了
decision	周六的聚会改到周日下午
decision	我不考研了，直接工作
decision	狗狗就叫豆豆吧，大家都同意
decision	车我决定卖了，下周过户
decision	这次旅行我们就坐高铁，不开车了
decision	婚礼我们决定简单办，就请家里人
decision	We're going with ClickHouse for the analytics store.
decision	After the vote, we're moving the release to the 18th.
decision	Let's ship 2.3 without the export feature and follow up in 2.4.
decision	We've decided to sunset the legacy dashboard by end of Q3.
decision	I'm approving the budget for the new laptops.
decision	We'll hire a contractor for the iOS app instead of building it in-house.
decision	Okay, I'll take the on-call shift next week.
decision	We're dropping Jira and moving the board to Linear.
decision	Retro's now every other Thursday, I've moved the invite.
decision	Final call from me: we keep the free tier.
decision	Let's go with the vendor from Warsaw, their quote was the clearest.
decision	I'm assigning the billing bug to Priya.
decision	We're pausing the rewrite until the migration is done.
decision	Decision for the record: the mobile app will launch in Canada first.
decision	Scratch Tuesday, the offsite is Wednesday.
decision	I'm going to own the postmortem for this one.
decision	We're not renewing the Datadog contract.
decision	我们定了，新版本下周三发
decision	这个需求我们不做了，优先级太低
decision	会议改到下午三点，我已经改了日历
decision	我们最终选了阿里云，报价更合适
decision	前端框架就定 Vue 3 了
decision	我来负责这次的复盘报告
none	should we use pnpm here or is npm fine?
none	do I always have to run `make gen` after editing the proto?
none	the team lead says every PR has to be squashed, is that a github setting?
none	`parse_row` has to return a tuple, otherwise the unpacking on line 40 crashes
none	use my personal API key for this one run, I'll revoke it after
none	never mind, I found the bug myself
none	I always forget to activate the venv lol
none	thinking about maybe switching to neovim at some point, vscode feels sluggish
none	don't worry about the warnings for now, just get the build green
none	make sure this script handles empty input, then rerun it
none	use `jq` to pull out the ids from that json
none	switch to the `feature/auth` branch and show me the last 5 commits
none	for this batch, avoid the rate limit by sleeping a second between calls
none	remember to rerun the tests after you fix that import
none	why do you always add type ignores everywhere?
none	the docs say you should never call `close()` twice on the handle
none	was it you who decided to use `lru_cache` here?
none	why did we originally go with yarn, do you know?
none	let's see what the profiler says first
none	let me think about whether we even need the cache
none	can you make sure the migration is reversible?
none	is it bad practice to always return early?
none	in go you have to check every error explicitly, that's why the file is so long
none	the linter complains that we shouldn't compare to None with `==`
none	if you need to, you can read the config from env for this quick test
none	don't you think `reduce` is overkill here?
none	npm says I need to run `npm install` again, weird
none	pytest needs the `conftest.py` at the root to pick up those fixtures
none	the api must be called with a bearer token, it 401s otherwise
none	github requires signed commits on this org, which is why the push failed
none	I'm not sure if we should go with graphql or stay with rest
none	torn between `tokio` and `async-std`, what would you pick?
none	maybe we should avoid the ORM, just thinking out loud
none	I prefer tabs personally but whatever the repo does is fine
none	just this once, don't run the tests, build the wheel directly
none	from this point on in the log the errors stop, so the fix worked
none	the README says never to run this on production
none	I used to always write tests after the code, bad habit
none	who picked `moment.js` for this, it's deprecated
none	the old team chose mongo for reasons nobody remembers
none	we had to pin numpy below 2 because of the pandas version
none	should every job have a max runtime, or only the long ones?
none	in this codebase the workers never time out, which is the bug
none	I guess we'll need to bump the node version at some point
none	hmm maybe use a set instead of a list there?
none	let's run the benchmark once more before deciding anything
none	rust forces you to handle the None case, which I love
none	I'm used to always having a Makefile, is there one?
none	`--force` is never a good idea on a shared branch, right?
none	the style guide we follow says avoid nested ternaries, is this one ok?
none	hm, should this be `const` or `let`?
none	it always picks the wrong python interpreter, no idea why
none	please don't run the full suite yet, only `tests/unit/test_auth.py`
none	make sure the output of this one run goes to `out/debug.json`
none	nevermind, don't change anything yet, I want to read it first
none	you never told me the migration had failed
none	if you want, switch to the async client for this experiment and see if it's faster
none	mypy must be run from the repo root or it can't find the stubs
none	in kotlin you don't need semicolons, right?
none	honestly I'm not sure we even need docker for this
none	the config always gets overwritten when I run the installer
none	was `black` or `ruff` used for formatting originally?
none	looks like someone decided to vendor the whole SDK, that's 40MB lol
none	this time just use `--no-verify`, the hook is broken
none	should I always pass `--locked` to cargo in CI or is that overkill?
none	you have to admit that error message is pretty useless
none	if I were starting over I'd probably pick fastify, but it's too late now
none	do we really need to support python 3.9 still?
none	the function is supposed to never return null, but it clearly does here
none	I think the previous agent chose a weird folder structure, can you explain it?
none	sorry, I should have mentioned the env var earlier
none	这个字段必须非空吗，空的话下游会不会报错？
none	这个函数一定要返回列表，否则调用方会崩
none	我们要不要改用 Redis，你觉得呢？
none	我一般都是晚上跑全量测试
none	别管那个 warning 了，先把这次的 build 跑通
none	以后说不定会换成 Kafka，看业务量吧
none	文档里说不要在主线程里调这个接口
none	为什么总是要先 `npm install` 一遍？
none	组长说提交前必须 squash，这个怎么操作？
none	是谁决定用 MongoDB 的，这也太坑了
none	这次先用测试库跑一下看看
none	我在纠结用 Go 还是 Rust 写这个服务
none	这个 bug 总是在周一出现，好奇怪
none	你确定一定要加这个锁吗？
none	我之前决定用 Flask 真是失误
none	记得改完这个再跑一下刚才那个测试
none	这个脚本需要 root 权限才能跑
none	要是当初用 TypeScript 就好了
none	先别提交，我再看看
none	你必须告诉我为什么这个测试挂了
none	这个库一直都不支持 Windows 吗？
none	我们以前都是手动部署的，太痛苦了
none	老项目里总是用 jQuery，没办法
none	为什么要改用 pnpm，有什么好处吗？
none	决定权不在我，得问架构组
none	thx that worked
none	whats the difference between `git reset --soft` and `--mixed`?
none	the build is green now
none	here's the stack trace from last night
none	can you explain what this regex does
none	rename `tmp2` to `parsed_rows` in this file
none	lol it compiled on the first try
none	add a docstring to `load_config`
none	the CI took 14 minutes this time
none	where is the entrypoint defined?
none	Thank you so much for your patience, I really appreciate the detailed explanation.
none	Hello, I am new to docker, I have a question about volumes please.
none	run `git stash` first, then pull
none	fix the failing assertion in `test_parser.py`, it's off by one
none	can you show me the git log for the last week
none	这个报错是什么意思？
none	好的，现在能跑了
none	帮我看看这段 SQL 为什么这么慢
none	帮我把第 42 行的拼写错误改一下
none	k, next file
none	You should totally come to the concert on Friday!
none	Always wear a helmet, seriously, I worry about you.
none	Mom says we have to be home by ten.
none	I always take the scenic route when I'm not in a hurry.
none	Do we need to bring anything to the barbecue?
none	Don't forget your passport!
none	Make sure you drink enough water on the hike tomorrow.
none	I might switch to oat milk, regular milk has been bugging my stomach.
none	I'm torn between the red dress and the black one.
none	We should get dinner sometime!
none	Sarah decided to move back to Chicago.
none	My brother picked the worst restaurant for his birthday.
none	You never call me anymore, you know that?
none	I never eat breakfast, it's just not my thing.
none	Let's hope it doesn't rain on Saturday.
none	Remember to send Grandma a card, her birthday is Tuesday.
none	I have to work late again tonight, ugh.
none	Should I go with the teal or the mustard curtains?
none	They went with a destination wedding in Bali, can you believe it?
none	I wish I'd chosen engineering instead of law.
none	The doctor says I must cut down on salt.
none	Maybe we'll go camping in August, not sure yet.
none	Don't be so hard on yourself, you did great.
none	I need to stop buying plants, my apartment is a jungle lol
none	You always know the best places to eat.
none	If I were you, I'd take the offer.
none	Whoever picked this playlist has great taste.
none	Did you decide on the apartment yet?
none	Let me know if you'd rather switch to Sunday.
none	Avoid the highway around five, it's a parking lot.
none	I'm thinking of going with a smaller wedding, but we'll see.
none	The cathedral is a must-see if you're ever in Seville.
none	Do I really have to wear a tie to this thing?
none	You don't need to bring a gift, honestly.
none	My landlord insists we use his plumber for everything.
none	If you prefer the window seat I can swap with you.
none	The forecast says it's cold every morning from now on until March.
none	At our place the kids have to be in bed by eight on school nights, my wife is strict about it.
none	The recipe says you must let the dough rest overnight.
none	We're supposed to decide on the venue by Friday.
none	Choosing a name for the baby is harder than I thought.
none	Should we switch to a cheaper phone plan?
none	Honestly you should never lend money to friends.
none	My sister always picks the middle seat, weirdo.
none	I have no idea which college to pick.
none	If the weather holds, we might drive up the coast.
none	My coach says I should never skip leg day.
none	I keep telling myself I'll start journaling, but I never do.
none	Whatever you decide about the trip, I'm happy.
none	I don't have to be at work until ten tomorrow.
none	They chose the name Ollie for the baby, super cute.
none	You must be exhausted after that flight!
none	Let's just say the interview did not go well.
none	Should've gone with the cheaper hotel honestly.
none	He always decides everything at the last minute.
none	We need to talk about the wedding budget at some point.
none	Are we still going with the Italian place or did that change?
none	Never thought I'd say this, but I actually miss the office.
none	You have to try the lemon cake at that bakery, it's unreal.
none	My dad always said never buy a house in winter.
none	I was going to pick the yellow one, then I saw the price.
none	Don't even get me started on the parking situation.
none	你一定要去尝尝那家的小笼包
none	我妈说过年必须回家
none	我总是睡前刷手机，改不掉
none	要不我们改天再约？
none	别忘了明天带伞
none	他决定去深圳发展了
none	我在纠结要不要换工作
none	以后的事以后再说吧
none	早知道就早点订票了，这次太贵了
none	医生说我必须戒烟
none	我们是不是应该换个大点的房子？
none	也许明年会去留学吧，还没想好
none	你决定了没，周末去不去爬山？
none	我的车还在修，要不就用你的？
none	我姐改用了新的护肤品，说效果不错
none	别提了，昨天那家店排了两个小时
none	必须的，那场球太精彩了
none	一定要开心啊，生日快乐
none	你必须得看看这部剧，太好看了
none	我总是决定不了午饭吃什么
none	他们俩决定分手了，好可惜
none	不要客气，就当自己家
none	以后有机会再一起去旅行吧
none	我爸总说买车一定要买手动挡，真固执
none	Legal says we must get consent before storing any phone numbers.
none	Should we always squash on merge, or keep the history?
none	I think we should probably move to weekly releases, thoughts?
none	The platform team decided to deprecate the old queue.
none	Who decided we need three approvals for a typo fix?
none	Our old manager made everyone write tests first, I kind of miss it.
none	I always review PRs first thing in the morning.
none	We might go with Vendor B if their security review passes.
none	Proposal: we stop doing standups on Fridays, vote by EOD.
none	Let's discuss whether to switch to trunk-based development at the retro.
none	Don't quote me on this, but the launch might slip a week.
none	You don't have to stay for the whole meeting if you're busy.
none	Remember when we decided to rewrite everything in Scala, good times.
none	Security wants every laptop encrypted by March, just passing it on.
none	The client prefers calls over email, for what it's worth.
none	Make sure to grab lunch before the all-hands, it runs long.
none	If we had picked AWS we'd be done by now.
none	Are we supposed to use the new template for all tickets now?
none	I'm leaning toward Figma over Sketch, but let's hear from design first.
none	HR said we have to take our remaining PTO before December.
none	Do we need to loop in finance on this?
none	Never seen a migration go this smoothly, nice work.
none	The deploy script always fails on the first try, it's a known thing.
none	Nothing's decided yet, we're still comparing quotes.
none	You should have seen the look on the CFO's face.
none	We should grab coffee sometime next week.
none	Avoiding the topic of layoffs at the all-hands was probably a mistake.
none	Apparently the new VP wants everything in Confluence from now on.
none	Per the audit, we should've been rotating keys every 90 days.
none	I'd prefer we don't rush this, but it's your call.
none	Going with the cheaper vendor saved us a ton last year.
none	Marketing picked the launch date without asking us, again.
none	Honestly, must we have a meeting for this?
none	The SLA says we have to respond within four hours.
none	Always fun when prod goes down at 5pm on a Friday.
none	I need to finish the slides before noon.
none	Did anyone decide who's presenting on Thursday?
none	Everyone keeps forgetting to update the ticket status.
none	What if we used feature flags for the pricing page instead?
none	The new intern asked whether she has to attend every standup.
none	In my last job we had to get sign-off from three directors for any release.
none	Not sure we should commit to a date before the load test.
none	领导说以后周报必须周一交
none	我们要不要统一用飞书，大家怎么看？
none	运维那边决定下个月迁机房
none	我觉得以后可以考虑改用 K8s
none	这个需求必须下周上线吗？
none	谁定的每天十点开站会？
none	客户总是临时改需求，真头疼
none	还没决定用哪家供应商，再比比价
none	按合同，我们必须在三十天内交付
none	上次改用新框架踩了不少坑
none	别急，等测试结果出来再说
none	你今天一定要把报告发给我哦
none	产品那边倾向于用方案 A，但还没拍板
none	我习惯先写文档再写代码
none	如果预算够的话，我们也许会再招两个人
none	Happy birthday, hope it's a great one!!
none	The train was delayed by forty minutes this morning.
none	How's your knee doing after the surgery?
none	Just landed in Denver, it's freezing.
none	That movie was way better than I expected.
none	Who's bringing the speaker to the party?
none	My cat knocked my coffee onto the keyboard again.
none	Can you send me the photos from the trip?
none	Congrats on the new job, so proud of you!
none	The quarterly numbers came in slightly above forecast.
none	Is the 3pm still happening?
none	Great demo today, the client seemed happy.
none	Thanks for covering for me yesterday.
none	I'm running ten minutes late, sorry!
none	Did you see the game last night?
none	Traffic on the bridge was awful.
none	The printer on the third floor is jammed again.
none	Marco starts on Monday, please say hi.
none	Our flight got cancelled so we spent the night in the airport.
none	今天好冷啊
none	周末过得怎么样？
none	晚饭吃了吗
none	这家店的咖啡真不错
none	明天的会几点开始？
none	恭喜恭喜，终于搬新家了！
none	刚下班，累死了
none	你那边几点了？
"""
