module rummy

go 1.26.0
