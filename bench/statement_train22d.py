"""Training sentences TRAIN_D for statement classification (rule / decision / none).

Written blind by a single annotator from general knowledge of how people write; the
author never saw the classifier, its code, its tests or any other labelled set. About
60% of the lines are typed by a user to an AI coding agent (polite beginners, terse
experts, review comments, mid-task corrections, picks among offered options) and about
40% are friend-to-friend catch-up chat (jobs, pets, moves, trips, courses, breakups,
health, hobbies); 52 lines are Chinese or mixed Chinese-English. Labels follow intent:
rule = a standing instruction about the work that should hold from now on (including
conditionals and terse verbless forms); decision = a choice the speaker or their team
makes or has made, about work or life, including corrections of an earlier choice;
none = everything else (questions, musings and hypotheticals, reported rules or choices
of other people, habits, facts about how code or the world behaves, one-off requests for
the current task, advice to friends, feelings, narration, plans that are not choices).
Counts: total 528, rule 129, decision 105, none 294;
hard negatives (none lines containing rule- or decision-like wording such as must,
should, always, never, don't, need to, use, switch, let's, decided, chose, picked,
going with, 必须, 别, 一定, 决定, 以后): 201.
"""

TRAIN_D = """
rule	Always run the linter before you tell me something is done.
rule	Never commit directly to main, open a branch for every change.
rule	From now on, write commit messages in the imperative mood.
rule	No print statements in library code, use the logger.
rule	Tabs for indentation in the Makefile, spaces everywhere else.
rule	snake_case for python, camelCase for the ts side.
rule	Don't touch the generated files under proto/, regenerate them instead.
rule	Ask me before you delete any file.
rule	Stop apologising in every reply, just fix the thing.
rule	Please stop summarising what you did at the end of each answer.
rule	Keep your replies short unless I ask for detail.
rule	Whenever you add a dependency, pin the exact version in requirements.txt.
rule	If a test is flaky, mark it and tell me rather than retrying until it passes.
rule	Before running any migration, show me the SQL first.
rule	After every refactor run the full test suite, not just the file you changed.
rule	Every public function needs a docstring.
rule	Every HTTP handler needs a timeout, no exceptions.
rule	All new endpoints must be behind the feature flag until QA signs off.
rule	Comments in English only, even in the Chinese modules.
rule	Type hints on every function signature, please.
rule	pytest not unittest.
rule	f-strings over .format().
rule	Composition over inheritance in this codebase.
rule	Relative imports only inside the package.
rule	No wildcard imports.
rule	No force pushes to shared branches, ever.
rule	We squash merge here, so keep PR titles meaningful.
rule	We don't use ORMs in this service; write plain SQL.
rule	Dates go in ISO 8601 everywhere, in logs and in the API.
rule	Use UTC for all timestamps in the database.
rule	Never log tokens, passwords or full card numbers.
rule	Secrets come from the environment, never hardcode them.
rule	When you're unsure what I mean, ask instead of guessing.
rule	Don't run npm install without asking, it rewrites the lockfile.
rule	Please don't reformat files you aren't otherwise changing.
rule	Keep diffs minimal; no drive-by cleanups.
rule	Max line length is 100 for this repo.
rule	Each commit should do one thing.
rule	Don't add new libraries without checking with me first.
rule	Prefer the standard library over third-party packages when the difference is small.
rule	When writing tests, use fixtures rather than setUp methods.
rule	Never mock the database in integration tests.
rule	Always add a regression test when you fix a bug.
rule	If you change a public API, update the changelog in the same commit.
rule	Don't use emojis in commit messages or code comments.
rule	Answer in Spanish from now on, I'm practising.
rule	Respond in plain text, no markdown headers.
rule	Always show me the diff before applying it.
rule	Only edit files inside src/ unless I say otherwise.
rule	Leave the vendor directory alone.
rule	Use pnpm, not npm or yarn, in this monorepo.
rule	Any function longer than fifty lines gets split up.
rule	Error messages should say what the user can do next.
rule	Raise specific exceptions, never a bare Exception.
rule	No bare except clauses.
rule	Every migration must be reversible.
rule	Config goes in YAML, not JSON, for this project.
rule	Branch names follow feature/<ticket>-<short-name>.
rule	Don't push to the remote unless I explicitly tell you to.
rule	Run black and isort on anything you touch.
rule	Keep the README in sync whenever you add a CLI flag.
rule	Never use sudo in the setup scripts.
rule	Whenever a function takes more than four arguments, switch to a config object.
rule	stop adding TODO comments, either do it or open an issue
rule	dont wrap everything in try/except, let it crash loudly
rule	no more console.log left in PRs pls
rule	use rg instead of grep when you search the repo
rule	quit creating new helper files for one-liners
rule	from here on, tests go next to the module they test, not in a separate tree
rule	one class per file in the java part
rule	no magic numbers, name the constant
rule	Don't ever amend a commit that's already been pushed.
rule	When a command fails, paste me the real error output instead of paraphrasing it.
rule	If you need to install something system-wide, ask first.
rule	Default to async handlers in the new service.
rule	All user-facing strings go through the i18n helper.
rule	Public APIs return typed objects, not raw dicts.
rule	Sort imports alphabetically within each group.
rule	Use the Result type for fallible operations instead of throwing.
rule	Mention the ticket number in every commit message.
rule	Please always include the file path when you show me a snippet.
rule	Don't explain basic Python to me, I've been doing this for ten years.
rule	Keep SQL keywords uppercase.
rule	Never disable a test to make CI green.
rule	Write the changelog entries from the user's point of view.
rule	No inline styles in the React components, use the CSS modules.
rule	Use the logger from utils/log, not a new one per module.
rule	Whenever you touch the auth code, loop me in before committing.
rule	Single quotes in python, double quotes in json obviously.
rule	Test names should describe the behaviour, like test_rejects_expired_token.
rule	avoid lodash in new code, native array methods are fine
rule	Don't generate docs with AI fluff; keep them factual and short.
rule	Cap retries at three with exponential backoff for every external call.
rule	Every Dockerfile should pin its base image by digest.
rule	Use Decimal for money, never float.
rule	Keep main deployable at all times.
rule	If you rename something, grep for every usage before you finish.
rule	Before you open a PR, rebase on the latest main.
rule	Never run destructive git commands like reset --hard without my say-so.
rule	Going forward, put new scripts in tools/ rather than the repo root.
rule	Keep feature flags out of the domain layer.
rule	Prefer early returns to deep nesting.
rule	Stop asking me whether to continue after each step; just keep going until the task is done.
rule	Don't create markdown files to document your changes unless I ask.
rule	Variables in English, even if the comments around them aren't.
rule	Make sure every new env var is added to .env.example.
rule	Remember to bump the version in pyproject whenever you cut a release.
rule	Log at info level in production code, debug only behind the verbose flag.
rule	以后提交信息一律用英文写。
rule	不要在代码里直接写死数据库密码。
rule	每个接口都必须写单元测试。
rule	改动数据库结构之前先问我。
rule	别再用 var 了，统一用 const 或 let。
rule	注释用中文，变量名用英文。
rule	所有日期统一用 UTC 存。
rule	以后回答简短一点，别每次都总结一遍。
rule	新加的依赖一定要锁版本。
rule	不许直接往 main 分支推代码。
rule	日志里不要打印用户手机号。
rule	缩进统一用四个空格。
rule	commit 之前一定要跑一遍 lint。
rule	用 pnpm，不要用 npm。
rule	函数超过五十行就拆开。
rule	reply in English in this repo please, even when I write in Chinese.
rule	For anything touching payments, write the test first.
rule	Keep PRs under 400 lines of diff; split them if they grow.
rule	Never store session data in localStorage.
rule	Use the new http client for every outbound request from now on.
decision	We're going with SQLite for the prototype and we'll revisit later.
decision	Option B, the one with the queue.
decision	ok let's do the second approach
decision	Actually, scrap the Redis idea; we'll cache in memory.
decision	Let's go with Tailwind for the new dashboard.
decision	I've decided to drop Python 3.8 support in the next release.
decision	Fine, keep the old endpoint and add the new one alongside it.
decision	We'll ship on Friday instead of Wednesday.
decision	Make it a monorepo, I don't want to juggle five repos.
decision	The first one, the smaller diff.
decision	Go with your suggestion of splitting the service in two.
decision	Let's not migrate to Kubernetes this quarter.
decision	I'm keeping the current schema; the new one isn't worth the churn.
decision	We picked Stripe over Adyen for payments.
decision	Renaming it to dshctl, final answer.
decision	FastAPI it is.
decision	Postgres 16, not 15.
decision	I'm reverting the caching change, it caused more trouble than it saved.
decision	We'll use GitHub Actions and drop the Jenkins box.
decision	I'll take the MIT license for this one.
decision	Ok, no to the rewrite; patch the existing parser.
decision	Let's call the package tidewave.
decision	we're dropping the mobile app and going web-only
decision	Decided: the release branch gets cut on Monday.
decision	I've decided to pair with Priya on the auth work this sprint.
decision	Use the third layout you proposed, with the sidebar on the left.
decision	Hmm, actually make the timeout 30 seconds rather than 10.
decision	I'm sticking with vim, the VS Code experiment is over.
decision	We chose to self-host the runners to save on minutes.
decision	Alright, approach A, just don't over-engineer it.
decision	Let's postpone the launch to March.
decision	the enum version, not the string constants
decision	Go ahead with the bulk import plan.
decision	I'm killing the side project; there's no time for it.
decision	We're moving the standup to 10am.
decision	Let's keep it in one file for now.
decision	Second option, but name the flag --dry-run.
decision	I went with the cheaper VPS in the end.
decision	We're switching our CI to Buildkite next month, it's settled.
decision	Forget the GraphQL layer, REST is fine for this.
decision	I'm accepting the offer from the design agency.
decision	Yes to the pagination approach, no to the infinite scroll.
decision	就用 Redis 吧。
decision	我们定了，下周二上线。
decision	就它了，第二个方案。
decision	我决定不用 Docker 了，直接部署到机器上。
decision	那就改用 MySQL，团队都熟。
decision	算了，还是保留旧的接口。
decision	我们选了 Vue，不折腾 React 了。
decision	I accepted the job at the clinic, I start on the 3rd.
decision	We adopted a greyhound last weekend, her name is Pepper.
decision	I signed up for the evening pottery class on Tuesdays.
decision	Booked the flights to Osaka for April.
decision	I finally quit the gym and bought a rowing machine instead.
decision	We broke up in August, and honestly it was my call.
decision	I'm moving to Leeds at the end of the month.
decision	I said no to the promotion, I didn't want to manage people.
decision	We're getting married in June, we just set the date.
decision	I bought the green bike in the end, not the red one.
decision	I enrolled in the part-time data science masters.
decision	I've stopped drinking coffee, it's been three weeks.
decision	We put an offer in on the flat near the canal.
decision	I've decided to go back to my maiden name.
decision	I cancelled Netflix and kept Spotify.
decision	We're not going to the wedding, we sent a gift instead.
decision	I started taking piano lessons again after twenty years.
decision	I'm selling the car, I barely drive anymore.
decision	I dropped the Spanish course, too much homework with the new job.
decision	We went with the bigger tent for the festival.
decision	I handed in my notice on Monday.
decision	I'm going vegetarian, for real this time.
decision	I chose the night shift so I can do the course during the day.
decision	We named the kitten Mochi.
decision	I'm taking a gap year before uni, I told my parents yesterday.
decision	We've booked the cottage in Cornwall for the first week of August.
decision	I renewed the lease for another year.
decision	I'm doing the marathon in October, I registered last night.
decision	I turned down the Berlin offer and stayed at my old place.
decision	I switched to the early train so I can leave by four.
decision	I'm getting the operation in spring rather than waiting.
decision	We've decided to homeschool Noah for the next year.
decision	I deleted Instagram for good.
decision	I'm keeping the beard, everyone can deal with it.
decision	Let's meet at the Thai place at seven, then.
decision	Scratch Friday, let's do Sunday brunch instead.
decision	I'll take the blue one.
decision	We're splitting the rent fifty-fifty from now on, we agreed.
decision	I joined the climbing gym down the road.
decision	I bought a used Fuji camera and I'm getting into film photography.
decision	I picked the photography elective over the coding one.
decision	我辞职了，下个月去杭州。
decision	我们领养了一只橘猫。
decision	我报了周末的游泳班。
decision	机票订好了，十月去成都。
decision	我决定明年考研。
decision	最后还是买了那台二手的 MacBook。
decision	我跟房东续签了一年。
decision	We're going halves on a dishwasher, finally.
decision	I switched my major to linguistics.
decision	Ok, I'll take the window seat on the way out and the aisle on the way back.
none	Should we always pin dependencies, or is a range fine for a library?
none	Do I have to run the migrations before the tests?
none	Must the config file live in the repo root?
none	Is it bad practice to never use classes in Python?
none	Why does the linter say I should avoid mutable default arguments?
none	Can you explain when I need to use async versus threads?
none	What happens if I don't close the file explicitly?
none	Would it make sense to switch to pnpm at some point?
none	Is Postgres the better choice here, or am I overthinking it?
none	Correct the misspelled heading in README.md.
none	Point this run at the staging database, just for the demo.
none	Rename this variable to user_count in this function.
none	For this script only, skip the type checking.
none	Make sure this particular test passes before you move on.
none	Remember to close the modal in the handler you just wrote.
none	Don't worry about the CSS in this ticket, just get the logic working.
none	no, not that one, the other config file
none	wait, undo that last change
none	that's the wrong branch, switch to feature/login for now
none	Can you use the fixture from conftest for this test?
none	Run the tests again, I think the last failure was a fluke.
none	Please add a comment above this loop explaining the offset.
none	Just this once, push without the hooks so we can demo it.
none	Delete the print statement on line 12, I left it in by accident.
none	This method must return a tuple or the unpacking below blows up.
none	The API always returns a 200, even on errors, which is annoying.
none	The token has to be refreshed every hour or the requests fail.
none	Python never reuses an id while the object is still alive.
none	You need to pass the context manager an open file, otherwise it raises.
none	This endpoint should return JSON but it's returning HTML.
none	The build should have finished by now, something's stuck.
none	The cron job always runs at midnight UTC.
none	Git won't let you push if the remote has new commits.
none	The parser must be choking on the BOM at the start of the file.
none	My tech lead insists we rebase instead of merging, which slows me down.
none	The security team decided we're moving to SSO next quarter.
none	Apparently management chose AWS over GCP, nobody asked us.
none	Sarah said we should never deploy on Fridays.
none	The style guide says to avoid abbreviations in names.
none	The old maintainer always insisted on tabs.
none	Our client picked the blue theme, which I think is a mistake.
none	The docs recommend using the async client for high throughput.
none	I might move to Neovim over the holidays, we'll see.
none	I'm torn between Svelte and React for the side project.
none	Maybe we should use Rust for the parser, not sure yet.
none	Thinking about going with DynamoDB but I'm worried about the cost.
none	If we ever move to microservices, we'd need a proper tracing setup.
none	We could always rewrite it later if it gets slow.
none	I wonder whether we should have picked Django instead.
none	Not sure whether to go with the monolith or split it.
none	Part of me wants to drop TypeScript altogether.
none	I always run the full suite before lunch, it's a habit.
none	I never remember the flags for tar.
none	I usually use the debugger rather than print statements.
none	I tend to write the tests after the code, which I know is backwards.
none	Most days I start by reading the overnight alerts.
none	We used to deploy by hand, it was a mess.
none	If I'd picked Django back then we'd be in much better shape now.
none	In hindsight, Angular slowed that whole team down a lot.
none	I should have written tests for that module, honestly.
none	I shouldn't have merged that without a review.
none	Yesterday I spent four hours on a missing comma.
none	Thanks, that worked perfectly.
none	Nice, the build is green now.
none	Hmm, interesting, I didn't know the GIL worked like that.
none	Looks good to me.
none	lol that error message is useless
none	Ok so I'm going to paste the stack trace now.
none	Here's the traceback I got after running it.
none	I'll look at the PR after lunch.
none	The service probably crashed because the disk filled up.
none	I think the memory leak is in the image cache.
none	My guess is the timezone conversion is off by one.
none	Don't you think the naming is a bit confusing here?
none	Shouldn't this be a constant instead of a magic number?
none	Why did you use a dict here instead of a dataclass?
none	What would you use for rate limiting in Go?
none	Which one would you pick, Celery or RQ?
none	Is it ok if we never write docstrings for private helpers?
none	Do you always need a lockfile for a library?
none	Could you show me what the code would look like with a generator?
none	How do I make sure a test runs last in pytest?
none	When should I use a set instead of a list?
none	Explain the difference between rebase and merge again?
none	Have you seen the new release notes for Node 22?
none	The tests are passing locally but failing in CI.
none	It works on my machine, which is the worst thing to say.
none	I just pushed the hotfix.
none	The Postgres migration two years ago went surprisingly smoothly.
none	The benchmark shows the new version is twenty percent faster.
none	You have to admit the old code was a nightmare.
none	I need to take a break, my brain is fried.
none	I have to leave at five today, so let's wrap up soon.
none	Let's see what the profiler says first.
none	Let's figure out why the socket closes.
none	Let me check the logs and get back to you.
none	Let's take a look at the failing test together.
none	Great question, I never thought about that.
none	You should always stretch before a run, seriously.
none	Never go grocery shopping hungry, trust me.
none	You really need to call your mum more often.
none	Make sure you drink enough water on the hike.
none	Don't let him talk you into buying the expensive one.
none	You should totally take that job.
none	Always keep a spare key with a neighbour, that's my motto.
none	Remember to send me the photos from the trip!
none	Don't forget your passport this time, haha.
none	You have to try the dumplings at that new place.
none	Avoid the motorway on Friday evenings, it's a car park.
none	If I were you I'd go with the cheaper flat.
none	Honestly you deserve a holiday.
none	She decided to move to Canada with her boyfriend.
none	My brother picked the worst possible time to buy a house.
none	Tom chose the night shift, he says he likes the quiet.
none	My parents are going with the cruise for their anniversary.
none	Lisa said she's switching to a vegan diet.
none	Our landlord decided to sell the building.
none	My boss is making us come into the office three days a week.
none	He always forgets my birthday.
none	My sister never answers her phone.
none	The vet says the dog must lose a couple of kilos.
none	The doctor told me I have to cut down on salt.
none	I might adopt a cat next year, once I've moved.
none	I'm thinking about learning Japanese.
none	I'd love to go to Iceland someday.
none	Maybe I should quit my job and open a bakery, lol.
none	I keep going back and forth on whether to move to Bristol.
none	I was going to sign up for the half marathon but the spots sold out.
none	We might get a dog if the new place allows pets.
none	Part of me wants to go back to uni.
none	I hope I get the job, the interview went well.
none	I'm so nervous about the move.
none	I should really start going to bed earlier.
none	I need to find a new dentist, mine retired.
none	I have to renew my passport before the trip.
none	I've been meaning to call you for weeks.
none	I always cry at weddings, it's embarrassing.
none	I never used to like olives but now I do.
none	We used to go camping every summer as kids.
none	I regret not taking that gap year.
none	I wish someone had warned me that first-year course was a trap.
none	How's the new job treating you?
none	Did you end up buying the flat?
none	Are you still doing the climbing thing?
none	What did you decide about the wedding?
none	Should I go with the blue dress or the black one?
none	Do you think I should take the offer?
none	Which city would you pick if you had to move?
none	Congrats on the new place!
none	Miss you, we should catch up properly soon.
none	We should get dinner sometime next month.
none	Let's catch up when you're back from the trip.
none	Let's hope the weather holds for the weekend.
none	Sounds like a great decision, I'm happy for you.
none	Oh no, I'm so sorry to hear about the breakup.
none	The puppy chewed through my charger again.
none	It rained the whole week in Lisbon.
none	The flight got cancelled and we slept in the airport.
none	My knee has been acting up since the fall.
none	The new flat has a tiny balcony but great light.
none	Work has been chaos since the merger.
none	We went to the coast on Saturday and it was freezing.
none	My landlord still hasn't fixed the boiler.
none	I finally finished that thousand-page novel.
none	Haha, yes, that's exactly what happened to me too.
none	I got a parking ticket outside my own house.
none	You must be exhausted after that week.
none	You must have been so proud of her.
none	That must have cost a fortune.
none	There's no way I'm going to finish this before Christmas, is there?
none	I need a holiday so badly.
none	The kids have to be at school by eight, so mornings are hectic.
none	Trains never run on time on this line.
none	The shop always closes early on Sundays.
none	He said we have to book at least a month ahead.
none	Apparently you must wear a helmet at that bike park.
none	We always end up rewriting the billing module every couple of years.
none	Nobody on the team uses the old deploy script anymore.
none	The README claims you must install Java 11, but 17 works fine.
none	Terraform won't apply changes if the state file is locked.
none	Rust forces you to handle every error case, which I find annoying at first.
none	Django always escapes template variables unless you mark them safe.
none	The CI has to download the whole cache every time, that's why it's slow.
none	The queue should drain in a few minutes once the workers restart.
none	Reviewer comment from Alex: "we should never mutate props here".
none	The linter complains that I should avoid nested ternaries.
none	The contributing guide says to sign every commit, do you know how?
none	Our previous CTO decided everything had to be in Java.
none	The vendor chose to deprecate the v1 API without warning.
none	Marketing went with the orange logo after all.
none	The other team is switching to gRPC, which might affect our clients.
none	I'm curious how you'd structure this if we had to support offline mode.
none	What if we used a bloom filter here, would that even help?
none	Suppose we never cache anything, how bad would the latency be?
none	Just wondering, do you prefer pytest or nose for legacy stuff?
none	Could we avoid the extra network call somehow?
none	Is there a way to make sure the worker never picks up the same job twice?
none	Should the handler return None or raise when the user is missing?
none	Do we need to worry about thread safety here?
none	Did you remember to update the snapshot?
none	Have we decided on the database yet?
none	Are we going with the new logo or not?
none	Let's brainstorm some names for the CLI before we commit to one.
none	Let's think about this for a second before changing anything.
none	Let's not get ahead of ourselves, the tests aren't even written.
none	Let me know if you need the env file.
none	Give me a sec, I'm grabbing the error from the other terminal.
none	I'm untangling the merge conflict in the other window right now.
none	Here's the config I'm using, in case it matters.
none	I copied the snippet from Stack Overflow and it broke everything.
none	The previous agent run deleted half the fixtures, ugh.
none	You used the wrong import there, it should be from typing.
none	That's a lovely refactor, thanks.
none	Nope, still failing with the same error.
none	Closer, but the edge case with empty input still breaks.
none	This time, keep the old function around until I test the new one.
none	In this file only, ignore the line-length warnings.
none	Use the sample data from the fixtures folder for this demo.
none	Skip the docs for this PR, it's a spike.
none	Switch to the feature branch and rerun the build.
none	Avoid touching the header component in this change, Maria is editing it today.
none	Add a retry to this one call, the upstream is flaky this week.
none	Don't merge yet, I want to test it on my phone first.
none	Never mind, I found the bug myself.
none	Forget what I said about the cache, it was a red herring.
none	I'm going to grab lunch and come back to this.
none	I'm going to read through the diff carefully tonight.
none	I'm planning to clean up the tests at some point next week.
none	Hopefully the upgrade goes smoothly this time.
none	In theory we should never need more than two replicas.
none	Ideally every service would have its own database, but we're not there.
none	Honestly I always forget whether it's git stash pop or apply.
none	I never know when to use a class versus a module.
none	You should see the state of the legacy codebase, it's wild.
none	You'd have to be mad to run this in production as it is.
none	I need to understand why this regex is so slow.
none	We have to get this out before the conference, no pressure.
none	I must have pushed the wrong commit, sorry.
none	Someone must have changed the password on the shared account.
none	The meeting always overruns, I don't know why we bother.
none	这个函数必须返回列表，不然调用方会报错。
none	我们组长说以后都要用 Go 写，我不太赞同。
none	要不要改用 Postgres？我有点犹豫。
none	你觉得我应该选哪个框架？
none	我总是忘记提交前跑测试，哈哈。
none	我可能明年会换工作吧，还没想好。
none	她决定去英国读书了，挺突然的。
none	你一定要试试那家火锅，太好吃了。
none	别担心，面试肯定没问题。
none	这次先用测试数据库跑一下就行。
none	不对，不是那个文件，是旁边那个。
none	接口超时是因为数据库连接池满了。
none	以后的事以后再说吧。
none	我们是不是应该换成 TypeScript？
none	昨天加班到十一点，累死了。
none	我一直在纠结要不要养狗。
none	这个 API 总是返回 500，挺烦的。
none	先把这一行的拼写错误改一下。
none	My friend Jo just adopted twin kittens, she's overwhelmed.
none	I'm not sure I made the right call leaving my old job.
none	Still can't believe you moved to Tokyo!
none	Do you remember the time we got lost in Porto?
none	Honestly the new manager seems alright so far.
none	My mum keeps telling me I have to settle down.
none	Everyone says you need to see the Alhambra at sunset.
none	I've always wanted to learn to sail.
none	I never thought I'd enjoy running, but here we are.
none	I'll probably stay in on Saturday, I'm knackered.
none	We've been talking about getting a bigger place, but nothing's decided.
none	My partner wants to move to the countryside; I'm less sure.
none	I'm considering going part-time next year.
none	Thinking of booking something for the long weekend, any ideas?
none	We should definitely do a reunion this summer.
none	Don't be so hard on yourself, it was a tough year.
none	You always know how to cheer me up.
none	Make sure you tell me everything about the date.
none	You must come and visit once we've unpacked.
none	Let's just say the trip did not go to plan.
none	I had to switch trains twice because of the strike.
none	你上次说要学吉他，后来报名了吗？
none	我老板决定明年把办公室搬去深圳，我还没想好跟不跟。
none	这个 bug 一定是缓存引起的。
rule	以后 PR 描述里都要写测试步骤。
decision	我们最后选了 Next.js，不纠结了。
none	My cousin went with the cheaper wedding venue and it was lovely anyway.
none	You should never lend him money, I learned that the hard way.
none	Did you decide whether to keep the flat or move in with Sam?
none	I was always going to end up a teacher, my whole family is.
none	Mum has to have the knee surgery in May, the hospital said.
none	Remember when we swore we'd never go back to that hostel?
none	We kept saying we'd use the gym membership, but we never did.
none	Honestly, you have to stop comparing yourself to your sister.
none	My flatmate switched to night shifts, so the house is weirdly quiet.
none	If the visa comes through, we'd probably pick Melbourne over Sydney.
none	Don't you miss living by the sea?
none	I need to get my head around the new rota before Monday.
decision	I signed the lease on a little studio by the river.
decision	I've gone back to cycling to work, the bus was killing me.
decision	We've booked the vet to have Biscuit neutered next week.
decision	I finally said yes to the band, I'm their new drummer.
"""
