package com.repasse.app;

import com.getcapacitor.BridgeActivity;

public class MainActivity extends BridgeActivity {}
