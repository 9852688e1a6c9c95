from dshkit.cli import main

main()
