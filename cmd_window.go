package main

import "io"

func cmdWindow(args []string, stderr io.Writer) error { return usagef("the window is not built yet") }

func cmdShot(args []string, stderr io.Writer) error { return usagef("shot is not built yet") }
