"""The blind slice of the statement set (``bench/statement_set.py``): ``fresh2``.

Why a third slice: the held-out third and the first fresh slice have 13 and 16 rule
positives, so one sentence moves their rule precision by 6–8 points. This slice has
over 60 rule and 40 decision positives (one mistake moves precision by under 2
points) and was labelled completely, by the definitions in ``statement_set``'s
docstring, and committed in its own commit *before* the extractor was run on it; it
is never tuned on (``bench_statements.py --errors`` lists dev mistakes only).

Sources:

- LoCoMo (``fixtures/locomo``), by reference as ``statement_set`` does (conversation,
  dia_id, sentence index, label, sha8): every sentence of conversations 26, 30 and 41
  not already in the set that has a word of obligation, plan or choice the earlier
  selections left (need, plan, use, will, won't, better, let's …: hard negatives of
  human-human talk), plus a hash-picked 1/97 of the others (a sentence repeated word for word
  is taken once). The DSH session fixtures
  have no human sentence left.
- Written here, independently of the extractor's patterns: what users type to a coding
  agent — terse imperatives, "going forward", conditional standing rules ("When you add
  a dependency, pin it"), rules about files, paths, tools, commits, tests and style,
  Chinese and mixed Chinese-English — and decisions (choices, switches, corrections),
  next to hard negatives of every category the issue names: questions, hypotheticals,
  reported speech, chit-chat, negations, habits, one-off requests, narration, quoted
  text, Chinese forms.
"""

from __future__ import annotations

# LoCoMo: conversation, dia_id, sentence of the turn's text, label, sha8
BLIND_LOCOMO = """
26 D1:12 1 none fd428c79
26 D2:3 3 none 147ec8ee
26 D2:7 4 none 396bf137
26 D2:8 0 none 05e3c1a3
26 D2:9 2 none 1b25025e
26 D2:14 0 none f1326721
26 D3:3 4 none a45a9f65
26 D3:6 5 none 4780be56
26 D5:3 2 none 949d9210
26 D7:12 1 none 149feb8b
26 D8:9 3 none af13c768
26 D8:10 1 none 4b4f5cdd
26 D10:5 3 none 10da71a2
26 D11:8 2 none bddbaa9a
26 D11:11 1 none 1ca7a6c4
26 D12:17 1 none e16afa56
26 D14:32 0 none 9f300b77
26 D16:2 6 none 2cce2b94
26 D17:3 2 none 55ab1633
26 D17:8 4 none bb0df63f
26 D17:9 3 none b627f02b
26 D17:13 4 none 85c2e65f
26 D17:14 3 none 6e2b0571
26 D18:5 2 none d57cfc80
26 D19:3 2 none 2cdb866c
26 D19:4 1 none f486e152
26 D19:4 2 none 8a89309f
26 D19:7 1 none 13f6c1bd
26 D19:9 3 none 72eff9e6
30 D1:23 2 none 5d73e0cf
30 D1:26 1 none ba77c20c
30 D2:6 3 none 830e2fb6
30 D2:8 1 none 294f6b7e
30 D2:8 2 none 33518108
30 D3:7 0 none def1f36a
30 D4:12 2 none 94de000f
30 D5:13 1 none e4b6a156
30 D5:17 1 none ae1cd38b
30 D5:20 2 none 0419c94e
30 D5:22 2 none c2bbc6dc
30 D8:1 1 none b4200caa
30 D8:8 1 none 36b057bb
30 D8:11 1 none 8d9535a3
30 D8:12 0 none 585c15fe
30 D8:15 2 none 01071513
30 D8:25 1 none aa5ebdc7
30 D9:3 2 none b5b94759
30 D9:5 3 none 5d26fd29
30 D10:6 5 none 50e8cb72
30 D11:4 1 none 906738df
30 D11:10 1 none eed5180d
30 D11:15 1 none bb71144e
30 D12:4 2 none 52553a1c
30 D12:12 0 none dbfdf1fa
30 D13:5 3 none 5378d3c0
30 D13:6 0 none 1d7b17a2
30 D13:8 0 none 9beb7db6
30 D13:10 1 none 4f263d05
30 D13:11 0 none bad4365c
30 D13:13 0 none 13a48373
30 D13:14 1 none 197913df
30 D14:10 3 none 9edbf952
30 D14:13 1 none 06cef799
30 D15:2 2 none bd2ececc
30 D15:19 1 none 4faab9da
30 D16:8 1 none 2e192e69
30 D16:9 2 none 53db1ba3
30 D16:10 1 none 77ed4ca1
30 D16:11 1 none 92c0a709
30 D16:12 2 none 52beeac7
30 D16:16 1 none 05fe7d99
30 D17:14 1 none ed41bcfe
30 D17:16 2 none 758b5570
30 D18:9 2 none b913e2e6
30 D18:10 0 none 2703ab4b
30 D18:11 2 none d5bdd3ae
30 D18:12 2 none ec6e7c5c
30 D19:1 2 none d6d36d2a
30 D19:6 2 none 1b971dd3
30 D19:9 2 none bc85cfdd
30 D19:11 1 none 86642cdd
41 D1:6 1 none 3b1c408c
41 D1:12 0 none afff56b9
41 D1:16 2 none 6267b704
41 D2:4 1 none 834aca31
41 D3:5 3 none e90587b8
41 D4:12 1 none d6ca050e
41 D4:19 1 none db5c4e4a
41 D5:1 4 none 1b7a6c07
41 D5:3 3 none 1caa131e
41 D5:4 2 none c5f1ae3b
41 D5:6 0 none d67fa5de
41 D5:11 1 none 6d50c8ef
41 D6:1 4 none 08697aaa
41 D6:7 2 none 61588ae5
41 D6:8 2 none a2eda7f4
41 D6:8 3 none c091dfdf
41 D6:19 1 none b91c5fcb
41 D7:4 2 none b054174c
41 D7:5 0 none c83dc3ac
41 D8:2 1 none 0de0465c
41 D9:5 1 none 1bae11d0
41 D9:10 1 none dbeb6d31
41 D9:15 1 none 05448665
41 D9:16 1 none 1cd85230
41 D10:17 3 none db24df25
41 D11:9 1 none a316c7c1
41 D12:1 3 none bb9fb140
41 D12:4 1 none f3b4bb80
41 D12:9 1 none 620b0105
41 D12:17 0 none 88897e20
41 D12:20 1 none 3479c836
41 D14:4 1 none 600c9201
41 D14:15 3 none ffc80ff1
41 D14:19 0 none 4868646b
41 D15:7 2 none c93eb03b
41 D15:18 2 none e3f25a96
41 D16:2 3 none 9c5aae88
41 D16:3 1 none 13eedb2f
41 D17:10 2 none 8d863fc7
41 D17:13 2 none c422d270
41 D20:9 2 none cd761463
41 D21:10 2 none 9716f97d
41 D21:14 2 none af79e433
41 D22:1 1 none f19ef928
41 D23:4 0 none 9f16a859
41 D25:7 2 none 2d392e9a
41 D25:19 1 none c58a41f4
41 D26:4 4 none a649a7cf
41 D27:4 1 none d3d5f5dd
41 D28:19 2 none c7e5d559
41 D30:21 2 none bd269d0e
41 D30:22 1 none 4b19c500
41 D32:16 2 none e3999d17
41 D32:17 1 none eeb1d302
26 D1:10 0 none ef47287e
26 D2:13 0 none 184bea55
26 D4:15 5 none e8a4630c
26 D12:5 0 none 8a83fc5e
26 D14:2 2 none 8b6546bd
26 D14:13 2 none ed8453d2
26 D14:25 0 none 8cc5fdff
26 D17:1 1 none c4c49b8b
26 D18:4 1 none 50338984
30 D1:8 0 none 12a9a490
30 D1:22 0 none 072b1f34
30 D6:6 2 none 825cf887
30 D6:17 1 none fcde5b45
30 D7:4 2 none 334e2c81
30 D8:4 0 none 2b456b50
30 D11:18 2 none 60e86207
30 D13:7 0 none a3f197b9
41 D2:7 1 none c0374681
41 D3:4 2 none 2c406a2b
41 D10:16 3 none 1982d8e4
41 D11:2 1 none fee7a00c
41 D13:11 2 none 5bd95596
41 D13:14 1 none d06aad90
41 D13:26 1 none 9d6d1c57
41 D14:7 3 none 3d594e70
41 D16:7 0 none a2a15c95
41 D20:15 0 none 33964fdf
41 D23:11 1 none 2b43e144
41 D24:2 2 none 97a10a39
41 D25:17 1 none 2065991d
41 D26:2 1 none 2ea0b51e
41 D28:6 2 none 853d0afd
41 D31:22 1 none 6e085cca
"""

BLIND_INLINE: list[tuple[str, str]] = [
    # rules: standing instructions about the work
    ("Run the formatter before you hand anything back to me.", "rule"),
    ("Going forward, every PR description needs a testing section.", "rule"),
    ("Keep commit subject lines under 72 characters.", "rule"),
    ("No print statements in library code; use the logger.", "rule"),
    ("Prefer composition over inheritance in this codebase.", "rule"),
    ("Only touch files under src/ unless I say otherwise.", "rule"),
    ("Never use sudo in the setup scripts.", "rule"),
    ("All new modules need type hints.", "rule"),
    ("When you add a dependency, pin its exact version in requirements.txt.", "rule"),
    ("If a test is flaky, mark it with @pytest.mark.flaky instead of deleting it.", "rule"),
    ("Use snake_case for all Python function names.", "rule"),
    ("Tabs, not spaces, in the Go files.", "rule"),
    ("Every commit must reference a ticket number.", "rule"),
    ("Don't add new dependencies without asking me first.", "rule"),
    ("Please stop reformatting unrelated lines in your diffs.", "rule"),
    ("Comments in English only, please.", "rule"),
    ("Write the tests first, then the implementation.", "rule"),
    ("Log errors with the request id attached.", "rule"),
    ("Database access goes through the repository layer, never directly from the handlers.", "rule"),
    ("Ask before deleting any file.", "rule"),
    ("Whenever you change the schema, add a migration.", "rule"),
    ("Each function should do one thing.", "rule"),
    ("Keep the public API backwards compatible.", "rule"),
    ("Do not push directly to main.", "rule"),
    ("Secrets belong in the vault, not in config files.", "rule"),
    ("Line length is 100 characters max.", "rule"),
    ("Always rebase onto main instead of merging main into your branch.", "rule"),
    ("Run the full test suite, not just the unit tests, before you say something works.", "rule"),
    ("Avoid global state in the request handlers.", "rule"),
    ("Use UTC timestamps everywhere.", "rule"),
    ("Never hardcode URLs; read them from the environment.", "rule"),
    ("Every CLI command has to return a non-zero exit code on failure.", "rule"),
    ("Put new scripts in tools/, not in the repo root.", "rule"),
    ("You're not allowed to edit the lockfile by hand.", "rule"),
    ("When in doubt, ask me instead of guessing.", "rule"),
    ("Error messages must tell the user what to do next.", "rule"),
    ("Please always show me the diff before committing.", "rule"),
    ("From here on, answer in Chinese.", "rule"),
    ("Don't use emojis in commit messages.", "rule"),
    ("Keep the README in sync with the CLI flags.", "rule"),
    ("Mock nothing in the integration tests.", "rule"),
    ("House rule for this repo: no function longer than 50 lines.", "rule"),
    ("Any change to the payment code needs two reviewers.", "rule"),
    ("Please use pathlib rather than os.path in new code.", "rule"),
    ("Stick to the standard library in the sidecar.", "rule"),
    ("Name test files test_<module>.py.", "rule"),
    ("Every time you finish a task, summarize what changed.", "rule"),
    ("If you touch the parser, rerun the fuzz tests.", "rule"),
    ("When a migration can't be undone, say so in the PR.", "rule"),
    ("Before you open a PR, rebase on main.", "rule"),
    ("Going forward, no force pushes to shared branches.", "rule"),
    ("Don't catch bare exceptions.", "rule"),
    ("Make the scripts idempotent so they can run twice safely.", "rule"),
    ("Generated code lives in gen/ and nobody edits it by hand.", "rule"),
    # rules in Chinese and mixed Chinese-English
    ("以后所有的提交信息都用英文写。", "rule"),
    ("不要在主分支上直接改代码。", "rule"),
    ("每个新函数都要写单元测试。", "rule"),
    ("日志里不能出现用户的手机号。", "rule"),
    ("改完代码记得跑一遍 lint。", "rule"),
    ("请始终用 UTF-8 编码保存文件。", "rule"),
    ("数据库密码一律从环境变量读取。", "rule"),
    ("Commit 之前先跑 pytest，别跳过。", "rule"),
    ("所有 API 都要有超时设置。", "rule"),
    ("以后回答我都用中文。", "rule"),
    ("别动 vendor 目录下的文件。", "rule"),
    ("不许在代码里写死 token。", "rule"),
    ("PR 必须有至少一个 reviewer 批准才能合并。", "rule"),
    ("新代码统一用 async/await，不要再用回调。", "rule"),
    # decisions: the speaker's (or team's) choice, corrections included
    ("We're going with Postgres for the event store.", "decision"),
    ("I picked MIT for the license.", "decision"),
    ("Let's drop Python 3.8 support.", "decision"),
    ("OK, we'll ship the CLI as a single binary.", "decision"),
    ("Final answer: the API stays REST, no GraphQL.", "decision"),
    ("We settled on two-week sprints for the rewrite.", "decision"),
    ("Scrap the Redis idea, an in-process LRU is enough.", "decision"),
    ("Actually, keep the old endpoint for now.", "decision"),
    ("No, the timeout is 30 seconds, not 10.", "decision"),
    ("Wrong file, I meant config/prod.yaml.", "decision"),
    ("We'll host the docs on GitHub Pages.", "decision"),
    ("I've decided against adding a plugin system.", "decision"),
    ("The frontend moves to Vite.", "decision"),
    ("Let's keep the monorepo.", "decision"),
    ("We're dropping the Windows build.", "decision"),
    ("Go with the second option you proposed.", "decision"),
    ("I chose SQLite because it needs no server.", "decision"),
    ("Change of plan: we deploy on Fly.io instead of Heroku.", "decision"),
    ("Replace moment.js with date-fns.", "decision"),
    ("We're not doing microservices; one service is enough.", "decision"),
    ("Let's name the package ledgerkit.", "decision"),
    ("I'd rather have poetry than pip-tools, so switch it over.", "decision"),
    ("Okay, JSON Lines for the export format then.", "decision"),
    ("Decision made: we support only Linux and macOS.", "decision"),
    ("Correction: the port is 8443, not 8080.", "decision"),
    ("Nope, revert that and keep the original regex.", "decision"),
    ("We'll use pytest, not unittest.", "decision"),
    ("Our CI moves from Travis to GitHub Actions.", "decision"),
    ("I went for argparse over click to avoid a dependency.", "decision"),
    ("Let's use Ruff instead of flake8 and isort.", "decision"),
    ("The deploy target is Kubernetes, we agreed on that yesterday.", "decision"),
    ("The cache layer will be Memcached.", "decision"),
    ("我们最后选了 FastAPI。", "decision"),
    ("数据库就定 MySQL 了。", "decision"),
    ("算了，不用 Kafka 了，直接用 Redis Stream。", "decision"),
    ("前端框架定为 Vue 3。", "decision"),
    ("不对，配置文件在 etc 目录下。", "decision"),
    ("我们打算用 gRPC 做服务间通信。", "decision"),
    ("这个项目就用 pnpm 管理依赖。", "decision"),
    ("Hmm, let's not bother with Docker for now.", "decision"),
    # questions
    ("Should I squash these commits before merging?", "none"),
    ("Do we always need a migration for a new column?", "none"),
    ("Must the API key go in the header", "none"),
    ("Is it OK if I skip the lint step this once?", "none"),
    ("你觉得我们应该用 Rust 重写吗？", "none"),
    ("Why don't we use Docker for the dev setup?", "none"),
    ("What's the rule for naming branches here?", "none"),
    ("Which database did we decide on?", "none"),
    ("Any reason we never cache these responses?", "none"),
    ("Wait, are we supposed to use tabs or spaces?", "none"),
    # hypotheticals and wishes
    ("If we ever open-source this, we'd need a license.", "none"),
    ("In theory we could switch to Go, but not now.", "none"),
    ("Maybe we should try Bun at some point.", "none"),
    ("Had we used TypeScript, this bug would never have happened.", "none"),
    ("Ideally the tests would run in under a minute.", "none"),
    ("要是有时间的话，可以考虑加个缓存。", "none"),
    ("It'd be nice to never touch this module again.", "none"),
    ("I wonder if we should add caching.", "none"),
    # reported speech and third parties
    ("My manager thinks we should always deploy on Tuesdays.", "none"),
    ("The style guide says never to use wildcard imports.", "none"),
    ("Alice decided to move her team to Jira.", "none"),
    ("The linter complains that functions must have docstrings.", "none"),
    ("Stack Overflow says you should never parse HTML with regex.", "none"),
    ("文档上写着必须先初始化数据库。", "none"),
    ("The backend folks went with Kafka for their pipeline.", "none"),
    ("According to the ticket, the export must support CSV.", "none"),
    # chit-chat
    ("Never a dull moment with this codebase, huh.", "none"),
    ("You always know the right flag, thanks.", "none"),
    ("I must say, that refactor looks clean.", "none"),
    ("We should grab lunch after this deploy.", "none"),
    ("Man, I always forget how awkward Java generics are.", "none"),
    ("Don't mind me, just thinking out loud.", "none"),
    ("Thanks, that's exactly what I needed.", "none"),
    ("Nobody ever reads the changelog anyway.", "none"),
    # negations that state no rule
    ("There's no need to update the docs for this change.", "none"),
    ("You don't need to run the benchmarks for a typo fix.", "none"),
    ("This never happened before the upgrade.", "none"),
    ("Don't tell me the deploy failed again.", "none"),
    ("不要紧，慢慢来。", "none"),
    # habits, descriptions and narration
    ("I usually run the tests twice before pushing.", "none"),
    ("Yesterday I had to restart the server three times.", "none"),
    ("The old team always deployed on Fridays, which was a mess.", "none"),
    ("Our CI runs the linter on every push.", "none"),
    ("The script always exits with code 0, even on errors.", "none"),
    ("We must have deleted the wrong branch.", "none"),
    ("The build should be done in a few minutes.", "none"),
    ("That should work now.", "none"),
    ("You should've seen the logs, total chaos.", "none"),
    ("The fixture must be corrupted, nothing else explains it.", "none"),
    ("我总是忘记关灯。", "none"),
    ("他们决定周末去爬山。", "none"),
    ("Always something with this printer.", "none"),
    # one-off requests
    ("Run the tests now and tell me what fails.", "none"),
    ("Please open src/app.py and fix the typo on line 12.", "none"),
    ("Can you make sure the build passes on this branch?", "none"),
    ("Rename this variable to user_count.", "none"),
    ("Delete the tmp folder for me.", "none"),
    ("帮我把这个函数改成异步的。", "none"),
    ("先把这个 bug 修了。", "none"),
    ("Let me know when the build is green.", "none"),
    ("Let's see what the profiler says.", "none"),
    ("Let's take a look at the logs first.", "none"),
    ("Use your judgement on this one.", "none"),
    # quoted text
    ("The error says \"you must specify a region\".", "none"),
    ("The commit message was 'always check nulls', lol.", "none"),
    ("The banner reads: never share your password.", "none"),
    # small talk about life
    ("你应该早点休息。", "none"),
    ("我们下周要不要聚个餐？", "none"),
    ("I'm going to grab a coffee.", "none"),
    ("We'll see how it goes.", "none"),
    ("I need to take a break.", "none"),
]
